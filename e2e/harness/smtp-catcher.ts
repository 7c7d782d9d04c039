import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the catcher answered 250, with what tests read of it. */
export interface CaughtMail {
  /** The envelope's recipients. */
  to: string[];
  /** The message as sent: headers and body, transfer encodings untouched. */
  raw: string;
  /** The Subject header, unfolded, RFC 2047 encoded words decoded. */
  subject: string;
}

export interface SmtpCatcherOptions {
  /** Recipients answered 550 at RCPT TO: a mailbox that does not exist, refused for good. */
  refuse?: readonly string[];
  /**
   * While this returns true for a message, its answer is held (the mail is in the server's hands, not
   * yet accepted) until release(), to see the product while it sends.
   */
  hold?: (mail: CaughtMail) => boolean;
}

export interface SmtpCatcher {
  /** Every mail answered 250, in the order answered (a held mail joins when released). */
  readonly mails: CaughtMail[];
  /** How many mails are held unanswered now. */
  readonly held: number;
  /** The port it listens on (127.0.0.1), once listening. */
  readonly port: number;
  /** Answers 250 to every held mail. */
  release(): void;
  /** Releases what is held and stops listening; a second call does nothing. */
  close(): Promise<void>;
}

function decodeQ(text: string): string {
  const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The Subject header of a raw message: unfolded, with RFC 2047 encoded words decoded. */
export function subjectOf(raw: string): string {
  const headerBlock = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const line = headerBlock
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .find((header) => /^subject:/i.test(header));
  const value = line ? line.slice(line.indexOf(':') + 1).trim() : '';
  return value.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=\s*/g, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQ(text),
  );
}

/** A real SMTP server on loopback (npm smtp-server) the product sends through: no TLS, no AUTH. */
class SmtpCatcherServer implements SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private readonly waiting: Array<() => void> = [];
  private readonly server: SMTPServer;
  private listeningPort: number | undefined;
  private closed = false;

  constructor(options: SmtpCatcherOptions) {
    const refused = new Set(options.refuse ?? []);
    this.server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      // A product still connected when the test ends must not keep the process waiting.
      closeTimeout: 1000,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address)) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', (error) => callback(error));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail: CaughtMail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, subject: subjectOf(raw) };
          const answer = () => {
            this.mails.push(mail);
            callback();
          };
          if (!this.closed && options.hold?.(mail)) this.waiting.push(answer);
          else answer();
        });
      },
    });
  }

  get held(): number {
    return this.waiting.length;
  }

  get port(): number {
    if (this.listeningPort === undefined) throw new Error('The SMTP catcher is not listening yet: use it after its beforeAll (or after startSmtpCatcher)');
    return this.listeningPort;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    // smtp-server's typings do not declare the net.Server it listens with.
    this.listeningPort = ((this.server as unknown as { server: { address: () => AddressInfo } }).server.address() as AddressInfo).port;
  }

  release(): void {
    for (const answer of this.waiting.splice(0)) answer();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.release();
    if (this.listeningPort === undefined) return;
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The settings that send the product's mail to the catcher (no TLS, no login). */
export function smtpSettings(catcher: SmtpCatcher): Record<string, string> {
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(catcher.port), SMTP_SECURE: 'false' };
}

/** Starts an SMTP catcher now (for a test that starts its product itself). Close it when done. */
export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const catcher = new SmtpCatcherServer(options);
  await catcher.listen();
  return catcher;
}

/**
 * An SMTP catcher for a describe block: it listens before the block's tests and writes its
 * SMTP_HOST, SMTP_PORT and SMTP_SECURE into `env`, and closes after them. Call it before
 * useProductAndBrowser(env) / useAdminPage({ env }) in the same block, so that its beforeAll runs
 * first and the product starts with the settings filled in.
 */
export function useSmtpCatcher(env: Record<string, string>, options: SmtpCatcherOptions = {}): SmtpCatcher {
  const catcher = new SmtpCatcherServer(options);
  beforeAll(async () => {
    await catcher.listen();
    Object.assign(env, smtpSettings(catcher));
  });
  afterAll(() => catcher.close());
  return catcher;
}
