/**
 * Staff accounts (issue 31): the rules both the API and the screens apply to a person's name and
 * password, and the state of a colleague on the Team screen.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 8;
export const STAFF_PASSWORD_MAX_LENGTH = 1024;
export const STAFF_NAME_MAX_LENGTH = 120;

/** A colleague on the Team screen: signing in (active), or kept out by an owner (disabled). */
export enum StaffStatus {
  Active = 'active',
  Disabled = 'disabled',
}

/** An invitation as the Team screen lists it: still usable, or past its date. */
export enum InvitationStatus {
  Pending = 'pending',
  Expired = 'expired',
}
