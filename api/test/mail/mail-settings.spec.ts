import { resolveMailSettings, senderDomain } from '../../src/modules/mail/mail-settings';

describe('resolveMailSettings', () => {
  it('is neither configured nor credentialed with nothing set', () => {
    expect(resolveMailSettings({})).toMatchObject({ hasEmailConfig: false, configured: false });
    expect(resolveMailSettings({}).host).toBeUndefined();
  });

  it('turns the Gmail shortcut into smtp.gmail.com:465 over TLS, sending as the Gmail user', () => {
    expect(resolveMailSettings({ GMAIL_USER: 'show@gmail.com', GMAIL_APP_PASSWORD: 'abcd efgh ijkl mnop' })).toEqual({
      host: 'smtp.gmail.com',
      port: 465,
      secure: true,
      user: 'show@gmail.com',
      pass: 'abcdefghijklmnop',
      from: 'show@gmail.com',
      hasEmailConfig: true,
      configured: true,
      requireTLS: false,
      tlsRejectUnauthorized: true,
    });
  });

  it('uses SMTP_HOST with STARTTLS port 587 by default and MAIL_FROM as the sender', () => {
    expect(resolveMailSettings({ SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'Show <show@example.com>' })).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      from: 'Show <show@example.com>',
      hasEmailConfig: false,
      configured: true,
    });
  });

  it('is secure on port 465 unless told otherwise, and credentialed with user and password', () => {
    expect(resolveMailSettings({ SMTP_HOST: 'h', SMTP_PORT: 465, SMTP_USER: 'me@example.com', SMTP_PASS: 'p' })).toMatchObject({
      port: 465,
      secure: true,
      from: 'me@example.com',
      hasEmailConfig: true,
      configured: true,
    });
    expect(resolveMailSettings({ SMTP_HOST: 'h', SMTP_PORT: 465, SMTP_SECURE: false, MAIL_FROM: 'a@b.c' }).secure).toBe(false);
  });

  it('is not configured with a host but no sender', () => {
    expect(resolveMailSettings({ SMTP_HOST: 'h', SMTP_USER: 'apikey', SMTP_PASS: 'p' })).toMatchObject({ hasEmailConfig: true, configured: false });
  });

  it('prefers an explicit SMTP_HOST over the Gmail shortcut', () => {
    expect(resolveMailSettings({ SMTP_HOST: 'mail.local', MAIL_FROM: 'a@b.c', GMAIL_USER: 'x@gmail.com', GMAIL_APP_PASSWORD: 'y' }).host).toBe('mail.local');
  });
});

describe('TLS and DKIM settings', () => {
  const host = { SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'a@example.com' };

  it('requires STARTTLS when a user is set on a port without implicit TLS', () => {
    expect(resolveMailSettings({ ...host, SMTP_USER: 'u', SMTP_PASS: 'p' }).requireTLS).toBe(true);
    expect(resolveMailSettings({ ...host, SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_PORT: 2525 }).requireTLS).toBe(true);
  });

  it('does not ask for STARTTLS on implicit TLS, without a user, or with SMTP_ALLOW_INSECURE', () => {
    expect(resolveMailSettings({ ...host, SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_SECURE: true }).requireTLS).toBe(false);
    expect(resolveMailSettings({ ...host, SMTP_PORT: 1025 }).requireTLS).toBe(false);
    expect(resolveMailSettings({ ...host, SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_ALLOW_INSECURE: true }).requireTLS).toBe(false);
  });

  it('verifies certificates unless SMTP_TLS_REJECT_UNAUTHORIZED is false', () => {
    expect(resolveMailSettings(host).tlsRejectUnauthorized).toBe(true);
    expect(resolveMailSettings({ ...host, SMTP_TLS_REJECT_UNAUTHORIZED: false }).tlsRejectUnauthorized).toBe(false);
  });

  it('signs with DKIM only when domain, selector and key are all set, turning literal \\n into line breaks', () => {
    expect(resolveMailSettings({ ...host, DKIM_DOMAIN: 'example.com', DKIM_SELECTOR: 's1' }).dkim).toBeUndefined();
    expect(resolveMailSettings({ ...host, DKIM_DOMAIN: 'example.com', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: 'a\\nb' }).dkim).toEqual({
      domainName: 'example.com',
      keySelector: 's1',
      privateKey: 'a\nb',
    });
  });
});

describe('senderDomain', () => {
  it('reads the domain of a bare or named address', () => {
    expect(senderDomain('Show <show@Example.com>')).toBe('example.com');
    expect(senderDomain('show@mail.example.org')).toBe('mail.example.org');
    expect(senderDomain(undefined)).toBe('localhost');
  });
});
