import type { OutgoingMail } from '../mail/mail.service';
import { escapeHtml } from '../../common/escape-html';
import type { TemplateParts } from './template-render';
import { withoutTrailingSlashes } from '../../common/trailing-slashes';

/** The public address of the guest's unsubscribe link. */
export function unsubscribeUrl(baseUrl: string, token: string): string {
  return `${withoutTrailingSlashes(baseUrl)}/api/unsubscribe/${encodeURIComponent(token)}`;
}

/** One Message-ID per run: the same run can never produce two different mails. */
export function runMessageId(runId: number, domain: string): string {
  return `<automation-run-${runId}@${domain}>`;
}

/**
 * A rule's mail to a guest: the rendered template plus an unsubscribe footer in both bodies and the
 * List-Unsubscribe headers (RFC 2369, and RFC 8058 one-click) that mail providers show as a button.
 */
export function composeAutomatedMail(input: {
  to: string;
  rendered: TemplateParts;
  unsubscribeUrl: string;
  messageId: string;
  podcastName: string;
}): OutgoingMail {
  const { rendered, podcastName } = input;
  const url = input.unsubscribeUrl;
  const htmlFooter =
    `<p style="margin-top:32px;font-size:12px;color:#6b7280">You received this email from ${escapeHtml(podcastName)}. ` +
    `<a href="${escapeHtml(url)}">Unsubscribe</a> to stop these emails.</p>`;
  const html = /<\/body>/i.test(rendered.htmlBody) ? rendered.htmlBody.replace(/<\/body>/i, `${htmlFooter}</body>`) : `${rendered.htmlBody}\n${htmlFooter}`;
  const text = `${rendered.textBody.trimEnd()}\n\n--\nYou received this email from ${podcastName}. Unsubscribe: ${url}\n`;
  return {
    to: input.to,
    subject: rendered.subject,
    html,
    text,
    messageId: input.messageId,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
