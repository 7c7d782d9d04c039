import { fieldErrorsOf, plainErrorMessage } from '@podcast/web-kit';
import type { FormInstance } from 'antd';
import type { GuestFormValues } from '../bookings.api';
import { GUEST_FIELDS, type GuestField } from '../guest-form';

/**
 * Puts the API's per-field messages under their fields (marked invalid there). Returns a plain
 * sentence for a toast when the failure is not about a form field.
 */
export function applyServerErrors(form: FormInstance<GuestFormValues>, error: unknown): string | undefined {
  const fields = Object.entries(fieldErrorsOf(error)).filter((entry): entry is [GuestField, string[]] =>
    (GUEST_FIELDS as readonly string[]).includes(entry[0]),
  );
  if (fields.length > 0) {
    form.setFields(fields.map(([name, errors]) => ({ name, errors })));
    return undefined;
  }
  return plainErrorMessage(error);
}
