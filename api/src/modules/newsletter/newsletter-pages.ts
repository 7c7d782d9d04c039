import { escapeHtml } from '../../common/escape-html';
import { simplePage } from '../../common/simple-page';

/**
 * The small pages of the newsletter's links. A GET only shows a button: mail scanners fetch links,
 * and a fetch must neither confirm nor unsubscribe anyone (RFC 8058); the button POSTs.
 */
export const confirmQuestionPage = (podcastName: string, action: string) =>
  simplePage(
    'Confirm your subscription',
    `<h1>Confirm your subscription to ${escapeHtml(podcastName)}?</h1><p>You will get an email when a new episode goes live. You can unsubscribe at any time.</p>` +
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">Confirm subscription</button></form>`,
  );

export const confirmedPage = (podcastName: string, siteUrl: string) =>
  simplePage(
    'Subscribed',
    `<h1>You are subscribed</h1><p>Thanks! You will hear from ${escapeHtml(podcastName)} when a new episode goes live.</p><p><a href="${escapeHtml(siteUrl)}" style="color:#f5b301">Back to the show</a></p>`,
  );

export const unsubscribeQuestionPage = (podcastName: string, action: string) =>
  simplePage(
    'Unsubscribe',
    `<h1>Unsubscribe from the ${escapeHtml(podcastName)} newsletter?</h1><p>You will no longer receive new-episode emails.</p>` +
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
  );

export const unsubscribedPage = (podcastName: string) =>
  simplePage('Unsubscribed', `<h1>You are unsubscribed</h1><p>You will not receive further newsletter emails from ${escapeHtml(podcastName)}.</p>`);

export const invalidNewsletterLinkPage = () =>
  simplePage(
    'Link not valid',
    '<h1>This link is not valid</h1><p>It may have been copied incompletely, or the address was erased. Please use the link from the latest email you received.</p>',
  );
