import { ApiError } from '@podcast/web-kit';
import type { FormInstance } from 'antd';
import type { GuestFormValues } from '../bookings.api';
import { GUEST_FIELDS, type GuestField } from '../guest-form';

/**
 * Puts the API's per-field messages under their fields. Returns the message for a toast when the
 * error is not about a form field (or is not an API error at all).
 */
export function applyServerErrors(form: FormInstance<GuestFormValues>, error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fieldErrors).filter((entry): entry is [GuestField, string[]] => (GUEST_FIELDS as readonly string[]).includes(entry[0]));
    if (fields.length > 0) {
      form.setFields(fields.map(([name, errors]) => ({ name, errors })));
      return undefined;
    }
    return error.serverMessage ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
