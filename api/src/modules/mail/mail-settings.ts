import type { EnvironmentVariables } from '../../config/app-config';

/** The outgoing-mail settings, resolved once from the environment. */
export interface MailSettings {
  host?: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from?: string;
  /** Credentials are set (an SMTP user and password, or the Gmail shortcut). */
  hasEmailConfig: boolean;
  /** Enough to send: a host and a sender. */
  configured: boolean;
}

type MailEnv = Pick<
  EnvironmentVariables,
  'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASS' | 'MAIL_FROM' | 'GMAIL_USER' | 'GMAIL_APP_PASSWORD'
>;

const GMAIL_HOST = 'smtp.gmail.com';
const GMAIL_PORT = 465;

/**
 * SMTP_HOST wins when set (an explicit server); otherwise GMAIL_USER + GMAIL_APP_PASSWORD mean Gmail's
 * SMTP over TLS on 465. Google shows app passwords in groups of four: the spaces are not part of it.
 */
export function resolveMailSettings(env: MailEnv): MailSettings {
  if (env.SMTP_HOST) {
    const secure = env.SMTP_SECURE ?? env.SMTP_PORT === 465;
    const port = env.SMTP_PORT ?? (secure ? 465 : 587);
    const from = env.MAIL_FROM ?? (env.SMTP_USER?.includes('@') ? env.SMTP_USER : undefined);
    const hasEmailConfig = Boolean(env.SMTP_USER && env.SMTP_PASS);
    return { host: env.SMTP_HOST, port, secure, user: env.SMTP_USER, pass: env.SMTP_PASS, from, hasEmailConfig, configured: Boolean(from) };
  }
  if (env.GMAIL_USER && env.GMAIL_APP_PASSWORD) {
    const pass = env.GMAIL_APP_PASSWORD.replace(/\s+/g, '');
    const from = env.MAIL_FROM ?? env.GMAIL_USER;
    return { host: GMAIL_HOST, port: GMAIL_PORT, secure: true, user: env.GMAIL_USER, pass, from, hasEmailConfig: true, configured: true };
  }
  return { port: 587, secure: false, from: env.MAIL_FROM, hasEmailConfig: false, configured: false };
}

/** The domain of the sender address, for Message-IDs. */
export function senderDomain(from: string | undefined): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from ?? '');
  return match ? match[1].toLowerCase() : 'localhost';
}

export const NOT_CONFIGURED_MESSAGE = 'Email is not configured: set GMAIL_USER and GMAIL_APP_PASSWORD, or SMTP_HOST and MAIL_FROM';
