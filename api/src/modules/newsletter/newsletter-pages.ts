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

/** The sign-up form on the public site (the home page's newsletter section). */
export const signupUrl = (siteUrl: string) => `${siteUrl}/#newsletter`;

const signUpAgain = (siteUrl: string) =>
  `<p>To subscribe, sign up again with the form on <a href="${escapeHtml(signupUrl(siteUrl))}" style="color:#f5b301">the site</a>: we will email you a new link.</p>`;

export const confirmExpiredPage = (siteUrl: string, ttlHours: number) =>
  simplePage(
    'Link expired',
    `<h1>This confirmation link has expired</h1><p>A confirmation link works for ${ttlHours} hours after its email is sent. Your address has not been subscribed.</p>${signUpAgain(siteUrl)}`,
  );

/** A confirmation link clicked again: it did its work once, and the subscription is still on. */
export const confirmUsedPage = (podcastName: string, siteUrl: string) =>
  simplePage(
    'Link already used',
    `<h1>This confirmation link was already used</h1><p>Your subscription to ${escapeHtml(podcastName)} is confirmed: there is nothing more to do.</p><p><a href="${escapeHtml(siteUrl)}" style="color:#f5b301">Back to the show</a></p>`,
  );

/** A confirmation link of an address that has unsubscribed since: it brings no one back. */
export const confirmAfterUnsubscribePage = (siteUrl: string) =>
  simplePage(
    'Link no longer valid',
    `<h1>This confirmation link no longer works</h1><p>The address was unsubscribed after this email was sent, and an old link does not subscribe it again.</p>${signUpAgain(siteUrl)}`,
  );

/** A link whose secret matches nothing (mangled, replaced by a newer mail, or the address erased). */
export const invalidNewsletterLinkPage = (kind: 'confirm' | 'unsubscribe', siteUrl: string) =>
  simplePage(
    'Link not valid',
    '<h1>This link is not valid</h1><p>It may have been copied incompletely, a newer email replaced it, or the address was erased. Please use the link from the latest email you received.</p>' +
      (kind === 'confirm' ? signUpAgain(siteUrl) : ''),
  );
