import { SubscriberStatus } from '@podcast/contracts';
import type { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { linkTokenHash, newLinkToken } from '../../src/common/link-token';

const HOUR_MS = 3_600_000;

/**
 * A subscriber row as the product stores it: a random unsubscribe secret unless given, and, with
 * `confirmToken`, a live confirmation link with that secret (its hash, valid 48 hours).
 */
export function subscriberRow(
  fields: Partial<Pick<NewsletterSubscriberEntity, 'status' | 'unsubscribeToken' | 'confirmedAt' | 'unsubscribedAt' | 'createdAt'>> & {
    email: string;
    confirmToken?: string;
  },
): Partial<NewsletterSubscriberEntity> {
  const { confirmToken, ...row } = fields;
  return {
    status: SubscriberStatus.Pending,
    unsubscribeToken: newLinkToken(),
    ...(confirmToken === undefined ? {} : { confirmTokenHash: linkTokenHash(confirmToken), confirmTokenExpiresAt: new Date(Date.now() + 48 * HOUR_MS) }),
    ...row,
  };
}
