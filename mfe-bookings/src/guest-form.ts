import { BOOKING_MESSAGES, DEFAULT_BOOKING_STATUS, DEFAULT_OUTREACH_STATUS } from '@podcast/contracts';
import type { BookingCreateBody, BookingDto, GuestFormValues } from './bookings.api';

export const GUEST_FIELDS = ['name', 'email', 'company', 'position', 'websiteUrl', 'socialMediaUrl'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];

export const EMPTY_GUEST: GuestFormValues = { name: '', email: '', company: '', position: '', websiteUrl: '', socialMediaUrl: '' };

// The same rule as the API's IsEmail for the addresses people type; the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The API accepts web addresses with an http(s) scheme and a host. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Spec §5: the message for one field's value, or undefined when it is valid. Empty optional fields are valid. */
export function validateGuestField(field: GuestField, raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim();
  switch (field) {
    case 'name':
      return value.length < 1 ? BOOKING_MESSAGES.nameRequired : undefined;
    case 'email':
      return value && !EMAIL_PATTERN.test(value) ? BOOKING_MESSAGES.emailInvalid : undefined;
    case 'websiteUrl':
      return value && !isWebUrl(value) ? BOOKING_MESSAGES.websiteInvalid : undefined;
    case 'socialMediaUrl':
      return value && !isWebUrl(value) ? BOOKING_MESSAGES.socialInvalid : undefined;
    default:
      return undefined;
  }
}

/** Every field's message; an empty object means the form may be sent. */
export function validateGuestForm(values: Partial<GuestFormValues>): Partial<Record<GuestField, string>> {
  const errors: Partial<Record<GuestField, string>> = {};
  for (const field of GUEST_FIELDS) {
    const message = validateGuestField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The form's values, trimmed, with every field present as a string (spec §3). */
export function normalizeGuestForm(values: Partial<GuestFormValues>): GuestFormValues {
  const text = (field: GuestField) => (values[field] ?? '').trim();
  return {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    position: text('position'),
    websiteUrl: text('websiteUrl'),
    socialMediaUrl: text('socialMediaUrl'),
  };
}

/** POST body of a new guest: the form plus the starting statuses (spec §4). */
export function toCreateBody(values: Partial<GuestFormValues>): BookingCreateBody {
  return { ...normalizeGuestForm(values), outreachStatus: DEFAULT_OUTREACH_STATUS, bookingStatus: DEFAULT_BOOKING_STATUS };
}

export function formValuesOf(booking: BookingDto): GuestFormValues {
  return normalizeGuestForm(booking);
}
