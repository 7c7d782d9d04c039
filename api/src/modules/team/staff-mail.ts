import { STAFF_ROLE_LABELS, type StaffRole } from '@podcast/contracts';
import { escapeHtml } from '../../common/escape-html';
import type { OutgoingMail } from '../mail/mail.service';

/** The address of the page behind a staff link: the secret rides in the fragment, which browsers never send to a server. */
export const invitationLink = (base: string, token: string) => `${base}/admin/join#token=${token}`;
export const passwordResetLink = (base: string, token: string) => `${base}/admin/reset-password#token=${token}`;

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1f3a5f;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`;

export interface InvitationMail {
  to: string;
  podcastName: string;
  inviter: string;
  role: StaffRole;
  link: string;
  expiresAt: Date;
}

const dateText = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function invitationMail(mail: InvitationMail): OutgoingMail {
  const role = STAFF_ROLE_LABELS[mail.role];
  const intro = `${mail.inviter} invited you to the ${mail.podcastName} back office as ${role}.`;
  const how = `Open the link to choose your name and password. It works once, until ${dateText(mail.expiresAt)} (UTC).`;
  const ignore = 'If you did not expect this invitation, ignore this mail: nothing happens without the link.';
  return {
    to: mail.to,
    subject: `You're invited to the ${mail.podcastName} back office`,
    text: `${intro}\n\n${how}\n\n${mail.link}\n\n${ignore}\n`,
    html: `${paragraph(intro)}${paragraph(how)}${button(mail.link, 'Accept the invitation')}${paragraph(mail.link)}${paragraph(ignore)}`,
  };
}

export function passwordResetMail(mail: { to: string; podcastName: string; link: string; ttlMinutes: number }): OutgoingMail {
  const intro = `Someone asked to reset the password of your ${mail.podcastName} back office account.`;
  const how = `Open the link to choose a new password. It works once, for ${mail.ttlMinutes} minutes. Your other sessions end when you set it.`;
  const ignore = 'If it was not you, ignore this mail: your password stays as it is.';
  return {
    to: mail.to,
    subject: `Reset your ${mail.podcastName} back office password`,
    text: `${intro}\n\n${how}\n\n${mail.link}\n\n${ignore}\n`,
    html: `${paragraph(intro)}${paragraph(how)}${button(mail.link, 'Choose a new password')}${paragraph(mail.link)}${paragraph(ignore)}`,
  };
}
