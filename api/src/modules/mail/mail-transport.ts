import { createPrivateKey } from 'node:crypto';
import type { MailSettings } from './mail-settings';

// Connecting and sending must fail in seconds, not nodemailer's default two minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The subset of nodemailer's SMTP transport options this app sets. */
export interface SmtpTransportOptions {
  host: string;
  port: number;
  secure: boolean;
  requireTLS: boolean;
  // nodemailer sets the SNI server name from `host` itself (and leaves it out for an IP address).
  tls: { rejectUnauthorized: boolean };
  auth?: { user: string; pass: string };
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

export class DkimKeyError extends Error {}

/**
 * nodemailer's SMTP options from the resolved settings. `requireTLS` makes nodemailer issue STARTTLS
 * whether or not the server offers it, and give up (ETLS) before AUTH when the upgrade fails.
 */
export function smtpTransportOptions(settings: MailSettings & { host: string }): SmtpTransportOptions {
  if (settings.dkim) assertPrivateKey(settings.dkim.privateKey);
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTLS,
    tls: { rejectUnauthorized: settings.tlsRejectUnauthorized },
    auth: settings.user && settings.pass ? { user: settings.user, pass: settings.pass } : undefined,
    dkim: settings.dkim,
    ...TIMEOUTS,
  };
}

/** A bad key must stop the start, not fail every send later. */
function assertPrivateKey(pem: string): void {
  try {
    createPrivateKey(pem);
  } catch {
    throw new DkimKeyError('DKIM_PRIVATE_KEY is not a PEM private key (BEGIN PRIVATE KEY or BEGIN RSA PRIVATE KEY)');
  }
}

/**
 * nodemailer reports a failed or refused STARTTLS as "Error initiating TLS - …" (code ETLS); this says
 * what it means for the operator. Other errors pass through untouched (their SMTP codes drive retries).
 */
export function explainTransportError(error: unknown, settings: MailSettings): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (!settings.requireTLS || code !== 'ETLS') return error;
  const explained = new Error(
    `TLS is required to send the SMTP password, and STARTTLS with ${settings.host}:${settings.port} failed ` +
      `(${(error as Error).message}); nothing was sent. Use a server that offers STARTTLS, SMTP_SECURE=true for ` +
      `implicit TLS, or SMTP_ALLOW_INSECURE=true for a trusted relay on a private network.`,
  );
  return Object.assign(explained, { code, cause: error });
}
