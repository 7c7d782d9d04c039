import { Test } from '@nestjs/testing';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { loadConfig } from '../../src/config/app-config';
import { ConfigModule } from '../../src/config/config.module';
import { MailModule } from '../../src/modules/mail/mail.module';
import { MailService } from '../../src/modules/mail/mail.service';
import { verifyDkim } from './dkim-verify';
import { smtpEnv, startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';

const AUTH = { user: 'show@podcast.example.com', pass: 'secret-app-password' };
const MAIL = { to: 'guest@example.com', subject: 'Your recording', html: '<p>See you on Thursday</p>', text: 'See you on Thursday' };

/** The real MailModule (nodemailer through @nestjs-modules/mailer) with these settings. */
async function mailServiceWith(env: Record<string, string>): Promise<{ mail: MailService; close: () => Promise<void> }> {
  const config = loadConfig(env);
  const module = await Test.createTestingModule({ imports: [ConfigModule.register(config), MailModule] }).compile();
  return { mail: module.get(MailService), close: () => module.close() };
}

describe('mail transport security against a real SMTP server', () => {
  let plain: TestSmtpServer;
  let starttls: TestSmtpServer;
  beforeAll(async () => {
    plain = await startTestSmtpServer({ auth: AUTH });
    starttls = await startTestSmtpServer({ auth: AUTH, starttls: true });
  });
  afterAll(async () => {
    await plain.close();
    await starttls.close();
  });

  it('with SMTP_USER set, refuses a server without STARTTLS before AUTH, with a clear error', async () => {
    const { mail, close } = await mailServiceWith(smtpEnv(plain.port, { SMTP_USER: AUTH.user, SMTP_PASS: AUTH.pass }));
    try {
      await expect(mail.send(MAIL)).rejects.toThrow(/TLS is required to send the SMTP password, and STARTTLS with 127\.0\.0\.1:\d+ failed/);
      await expect(mail.verify()).rejects.toThrow(/SMTP_SECURE=true for implicit TLS, or SMTP_ALLOW_INSECURE=true/);
    } finally {
      await close();
    }
    // The password never crossed the wire: the server saw no AUTH at all, and received nothing.
    expect(plain.auths).toEqual([]);
    expect(plain.messages).toEqual([]);
  });

  it('upgrades with STARTTLS, logs in only under TLS and delivers', async () => {
    const { mail, close } = await mailServiceWith(
      smtpEnv(starttls.port, { SMTP_USER: AUTH.user, SMTP_PASS: AUTH.pass, SMTP_TLS_REJECT_UNAUTHORIZED: 'false' }),
    );
    try {
      await mail.send(MAIL);
    } finally {
      await close();
    }
    expect(starttls.auths).toEqual([{ user: AUTH.user, secure: true }]);
    expect(starttls.messages).toHaveLength(1);
    expect(starttls.messages[0].subject).toBe('Your recording');
    expect(starttls.messages[0].envelopeTo).toEqual(['guest@example.com']);
  });

  it('verifies the server certificate unless told otherwise', async () => {
    const { mail, close } = await mailServiceWith(smtpEnv(starttls.port, { SMTP_USER: AUTH.user, SMTP_PASS: AUTH.pass }));
    const before = starttls.auths.length;
    try {
      await expect(mail.send(MAIL)).rejects.toThrow(/self[- ]signed certificate/);
    } finally {
      await close();
    }
    expect(starttls.auths).toHaveLength(before);
  });

  it('sends AUTH in clear text only with SMTP_ALLOW_INSECURE=true', async () => {
    const { mail, close } = await mailServiceWith(smtpEnv(plain.port, { SMTP_USER: AUTH.user, SMTP_PASS: AUTH.pass, SMTP_ALLOW_INSECURE: 'true' }));
    try {
      await mail.send(MAIL);
    } finally {
      await close();
    }
    expect(plain.auths).toEqual([{ user: AUTH.user, secure: false }]);
    expect(plain.messages).toHaveLength(1);
  });

  it('without credentials, sends to a relay that offers no STARTTLS (an SMTP catcher)', async () => {
    const catcher = await startTestSmtpServer();
    const { mail, close } = await mailServiceWith(smtpEnv(catcher.port));
    try {
      await mail.send(MAIL);
    } finally {
      await close();
      await catcher.close();
    }
    expect(catcher.messages).toHaveLength(1);
  });
});

describe('DKIM signing', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  it('signs with the configured domain and selector, and the signature verifies', async () => {
    const catcher = await startTestSmtpServer();
    // One line with literal \n, as an env file holds it.
    const dkim = { DKIM_DOMAIN: 'podcast.example.com', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n') };
    const { mail, close } = await mailServiceWith(smtpEnv(catcher.port, dkim));
    try {
      await mail.send(MAIL);
    } finally {
      await close();
      await catcher.close();
    }
    const received = catcher.messages[0];
    expect(received.header('dkim-signature')).toBeDefined();
    const tags = verifyDkim(received.raw, createPublicKey(privateKey));
    expect(tags.get('d')).toBe('podcast.example.com');
    expect(tags.get('s')).toBe('mail2026');
    expect(tags.get('h')?.toLowerCase().split(':')).toEqual(expect.arrayContaining(['from', 'to', 'subject']));
    // A changed body or signed header no longer verifies: the check above is not vacuous.
    expect(() => verifyDkim(received.raw.replace('See you on Thursday', 'See you on Friday'), createPublicKey(privateKey))).toThrow(/body hash/);
    expect(() => verifyDkim(received.raw.replace('Subject: Your recording', 'Subject: Your recordings'), createPublicKey(privateKey))).toThrow(
      /signature does not verify/,
    );
  });

  it('refuses a partial DKIM setting, and a key that is not a private key, at start', async () => {
    expect(() => loadConfig({ DKIM_DOMAIN: 'podcast.example.com' })).toThrow(/DKIM_SELECTOR[\s\S]*DKIM_PRIVATE_KEY|DKIM_PRIVATE_KEY[\s\S]*DKIM_SELECTOR/);
    await expect(mailServiceWith(smtpEnv(2525, { DKIM_DOMAIN: 'd.example', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY: 'not a key' }))).rejects.toThrow(
      'DKIM_PRIVATE_KEY is not a PEM private key',
    );
  });
});
