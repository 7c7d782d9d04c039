import { BOOKING_MESSAGES } from '@podcast/contracts';
import { EMPTY_GUEST, toCreateBody, validateGuestField, validateGuestForm } from './guest-form';

describe('guest form validation (spec §5)', () => {
  it('requires a name of at least one non-blank character', () => {
    expect(validateGuestField('name', '')).toBe(BOOKING_MESSAGES.nameRequired);
    expect(validateGuestField('name', '   ')).toBe(BOOKING_MESSAGES.nameRequired);
    expect(validateGuestField('name', undefined)).toBe(BOOKING_MESSAGES.nameRequired);
    expect(validateGuestField('name', 'A')).toBeUndefined();
  });

  it('allows an empty email and rejects an invalid one', () => {
    expect(validateGuestField('email', '')).toBeUndefined();
    expect(validateGuestField('email', 'ada@example.com')).toBeUndefined();
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com']) {
      expect(validateGuestField('email', bad)).toBe(BOOKING_MESSAGES.emailInvalid);
    }
  });

  it.each([
    ['websiteUrl', BOOKING_MESSAGES.websiteInvalid],
    ['socialMediaUrl', BOOKING_MESSAGES.socialInvalid],
  ] as const)('allows an empty %s and requires a web address otherwise', (field, message) => {
    expect(validateGuestField(field, '')).toBeUndefined();
    expect(validateGuestField(field, 'https://example.com/path')).toBeUndefined();
    expect(validateGuestField(field, 'http://localhost:3000')).toBeUndefined();
    for (const bad of ['example.com', 'just text', 'ftp://example.com', 'javascript:alert(1)']) {
      expect(validateGuestField(field, bad)).toBe(message);
    }
  });

  it('leaves company and position free', () => {
    expect(validateGuestForm({ ...EMPTY_GUEST, name: 'A', company: '', position: 'anything at all' })).toEqual({});
  });

  it('reports every invalid field at once', () => {
    expect(validateGuestForm({ name: '', email: 'x', websiteUrl: 'y', socialMediaUrl: 'z' })).toEqual({
      name: BOOKING_MESSAGES.nameRequired,
      email: BOOKING_MESSAGES.emailInvalid,
      websiteUrl: BOOKING_MESSAGES.websiteInvalid,
      socialMediaUrl: BOOKING_MESSAGES.socialInvalid,
    });
  });

  it('creates new guests with the starting statuses and trimmed string fields', () => {
    expect(toCreateBody({ name: ' Ada ', email: 'ada@example.com' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: '',
      position: '',
      websiteUrl: '',
      socialMediaUrl: '',
      outreachStatus: 'no_contact',
      bookingStatus: 'waiting_for_response',
    });
  });
});
