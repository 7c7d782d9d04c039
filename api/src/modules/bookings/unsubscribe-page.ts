import { escapeHtml } from '../../common/escape-html';
import { simplePage } from '../../common/simple-page';

export function confirmPage(podcastName: string, action: string): string {
  return simplePage(
    'Unsubscribe',
    `<h1>Unsubscribe from ${escapeHtml(podcastName)} emails?</h1><p>You will no longer receive automated emails from us.</p>` +
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function donePage(podcastName: string): string {
  return simplePage('Unsubscribed', `<h1>You are unsubscribed</h1><p>You will not receive further automated emails from ${escapeHtml(podcastName)}.</p>`);
}

export function invalidLinkPage(): string {
  return simplePage(
    'Link not valid',
    '<h1>This unsubscribe link is not valid</h1><p>It may have been copied incompletely. Please use the link from the email you received.</p>',
  );
}
