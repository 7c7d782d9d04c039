/** Where a newsletter subscriber stands (double opt-in, issue 15). */
export enum SubscriberStatus {
  /** Signed up; the confirmation link has not been followed yet. Receives nothing but that mail. */
  Pending = 'pending',
  Confirmed = 'confirmed',
  Unsubscribed = 'unsubscribed',
}

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  [SubscriberStatus.Pending]: 'Pending',
  [SubscriberStatus.Confirmed]: 'Confirmed',
  [SubscriberStatus.Unsubscribed]: 'Unsubscribed',
};
