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
  /**
   * STARTTLS must succeed before anything else is said: credentials are set on a port without implicit
   * TLS and SMTP_ALLOW_INSECURE is not true. Without it, a server (or a man in the middle) that does
   * not offer STARTTLS would receive the password in clear text.
   */
  requireTLS: boolean;
  /** false accepts a self-signed server certificate (SMTP_TLS_REJECT_UNAUTHORIZED=false). */
  tlsRejectUnauthorized: boolean;
  /** Sign outgoing mail (nodemailer's `dkim` option) when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set. */
  dkim?: DkimSettings;
}

export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

type MailEnv = Pick<
  EnvironmentVariables,
  | 'SMTP_HOST'
  | 'SMTP_PORT'
  | 'SMTP_SECURE'
  | 'SMTP_USER'
  | 'SMTP_PASS'
  | 'MAIL_FROM'
  | 'GMAIL_USER'
  | 'GMAIL_APP_PASSWORD'
  | 'SMTP_ALLOW_INSECURE'
  | 'SMTP_TLS_REJECT_UNAUTHORIZED'
  | 'DKIM_DOMAIN'
  | 'DKIM_SELECTOR'
  | 'DKIM_PRIVATE_KEY'
>;

const GMAIL_HOST = 'smtp.gmail.com';
const GMAIL_PORT = 465;

/**
 * SMTP_HOST wins when set (an explicit server); otherwise GMAIL_USER + GMAIL_APP_PASSWORD mean Gmail's
 * SMTP over TLS on 465. Google shows app passwords in groups of four: the spaces are not part of it.
 */
export function resolveMailSettings(env: MailEnv): MailSettings {
  const security = {
    tlsRejectUnauthorized: env.SMTP_TLS_REJECT_UNAUTHORIZED ?? true,
    dkim: resolveDkim(env),
  };
  if (env.SMTP_HOST) {
    const secure = env.SMTP_SECURE ?? env.SMTP_PORT === 465;
    const port = env.SMTP_PORT ?? (secure ? 465 : 587);
    const from = env.MAIL_FROM ?? (env.SMTP_USER?.includes('@') ? env.SMTP_USER : undefined);
    const hasEmailConfig = Boolean(env.SMTP_USER && env.SMTP_PASS);
    const requireTLS = Boolean(env.SMTP_USER) && !secure && env.SMTP_ALLOW_INSECURE !== true;
    return {
      host: env.SMTP_HOST,
      port,
      secure,
      user: env.SMTP_USER,
      pass: env.SMTP_PASS,
      from,
      hasEmailConfig,
      configured: Boolean(from),
      requireTLS,
      ...security,
    };
  }
  if (env.GMAIL_USER && env.GMAIL_APP_PASSWORD) {
    const pass = env.GMAIL_APP_PASSWORD.replace(/\s+/g, '');
    const from = env.MAIL_FROM ?? env.GMAIL_USER;
    return {
      host: GMAIL_HOST,
      port: GMAIL_PORT,
      secure: true,
      user: env.GMAIL_USER,
      pass,
      from,
      hasEmailConfig: true,
      configured: true,
      requireTLS: false,
      ...security,
    };
  }
  return { port: 587, secure: false, from: env.MAIL_FROM, hasEmailConfig: false, configured: false, requireTLS: false, ...security };
}

/** A PEM key from an env file may arrive on one line with literal "\n" sequences. */
function resolveDkim(env: MailEnv): DkimSettings | undefined {
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR || !env.DKIM_PRIVATE_KEY) return undefined;
  return { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: env.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n') };
}

/** The domain of the sender address, for Message-IDs. */
export function senderDomain(from: string | undefined): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from ?? '');
  return match ? match[1].toLowerCase() : 'localhost';
}

export const NOT_CONFIGURED_MESSAGE = 'Email is not configured: set GMAIL_USER and GMAIL_APP_PASSWORD, or SMTP_HOST and MAIL_FROM';
