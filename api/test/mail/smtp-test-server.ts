import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer, SMTPServerAuthentication, SMTPServerSession } from 'smtp-server';

/** A message as the test SMTP server received it, decoded enough to assert on. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  header: (name: string) => string | undefined;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  messages: ReceivedMail[];
  /** How many times a client tried to hand over a message (accepted or refused). */
  deliveries: () => number;
  /** Every AUTH the server saw, and whether the session was under TLS at that moment. */
  auths: { user: string; secure: boolean }[];
  close: () => Promise<void>;
}

export interface TestSmtpOptions {
  /** Refuse the message (after reading it) with a 451 while this returns true; gets the delivery count (1-based). */
  refuse?: (delivery: number) => boolean;
  auth?: { user: string; pass: string };
  /** Offer STARTTLS with a self-signed certificate for 127.0.0.1, and refuse AUTH before it. */
  starttls?: boolean;
  /** Wait this long after receiving a message before answering 250 (a slow server: a client killed meanwhile never hears the OK). */
  delayMs?: number;
}

let certificate: { key: Buffer; cert: Buffer } | undefined;

/** A throwaway self-signed certificate for 127.0.0.1 (openssl, once per test process). */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), 'smtp-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    certificate = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
    return certificate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Collects the text/plain and text/html parts of a (possibly multipart) entity. */
function collectParts(raw: string, into: { text: string; html: string }): void {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      // The line break before a boundary belongs to the boundary (RFC 2046).
      collectParts(part.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(headers, body).replace(/\r\n/g, '\n');
  if (type.toLowerCase().startsWith('text/html')) into.html = decoded;
  else into.text = decoded;
}

export function parseMail(raw: string, envelopeFrom = '', envelopeTo: string[] = []): ReceivedMail {
  const { headers } = splitEntity(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return {
    envelopeFrom,
    envelopeTo,
    raw,
    header: (name) => {
      const value = headers.get(name.toLowerCase());
      return value === undefined ? undefined : decodeWords(value);
    },
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.text,
    html: parts.html,
  };
}

/** A real SMTP server on loopback (npm smtp-server): optional STARTTLS, optional AUTH, can refuse on demand. */
export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const auths: { user: string; secure: boolean }[] = [];
  let deliveries = 0;
  const disabledCommands = [...(options.starttls ? [] : ['STARTTLS']), ...(options.auth ? [] : ['AUTH'])];
  const server = new SMTPServer({
    secure: false,
    ...(options.starttls ? selfSignedCertificate() : {}),
    disabledCommands,
    authOptional: !options.auth,
    // Without STARTTLS the server takes AUTH in clear text (what a careless relay does); with it, only after TLS.
    allowInsecureAuth: !options.starttls,
    logger: false,
    onAuth(auth: SMTPServerAuthentication, session: SMTPServerSession, callback) {
      auths.push({ user: auth.username ?? '', secure: session.secure });
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        deliveries += 1;
        if (options.refuse?.(deliveries)) {
          const error = new Error('Temporary failure, try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            envelopeFrom,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        if (options.delayMs) setTimeout(() => callback(), options.delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server as unknown as { server: { address: () => AddressInfo } }).server.address().port;
  return {
    port,
    messages,
    deliveries: () => deliveries,
    auths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function smtpEnv(port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Learn from the Best <show@podcast.example.com>',
    PUBLIC_URL: 'https://podcast.example.com',
    EMAIL_JOB_ATTEMPTS: '3',
    EMAIL_JOB_BACKOFF_MS: '20',
    ...extra,
  };
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
