import type { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

const COLUMNS = ['email', 'status', 'signed_up_at', 'confirmed_at', 'unsubscribed_at'];

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would read as a formula (=, +, -, @, tab, CR) is
 * prefixed with an apostrophe (OWASP "CSV injection"), so opening the export runs nothing.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const subscribersCsvHeader = () => `${COLUMNS.join(',')}\r\n`;

export function subscribersCsvRows(rows: NewsletterSubscriberEntity[]): string {
  return rows
    .map((row) =>
      [row.email, row.status, row.createdAt.toISOString(), row.confirmedAt?.toISOString() ?? '', row.unsubscribedAt?.toISOString() ?? '']
        .map(csvCell)
        .join(','),
    )
    .map((line) => `${line}\r\n`)
    .join('');
}
