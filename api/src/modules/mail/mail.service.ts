import { MailerService } from '@nestjs-modules/mailer';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { mailFailed, mailSent } from '../../metrics/instruments';
import { MailSettings, NOT_CONFIGURED_MESSAGE, resolveMailSettings } from './mail-settings';
import { explainTransportError } from './mail-transport';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Sent as the Message-ID header; a deterministic one lets a receiver drop a duplicate. */
  messageId?: string;
  headers?: Record<string, string>;
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super(NOT_CONFIGURED_MESSAGE);
  }
}

/** Sends already-rendered mail through the mailer's SMTP transport; the only place that talks SMTP. */
@Injectable()
export class MailService {
  readonly settings: MailSettings;

  constructor(
    private readonly mailer: MailerService,
    @Inject(APP_CONFIG) config: EnvironmentVariables,
  ) {
    this.settings = resolveMailSettings(config);
  }

  get configured(): boolean {
    return this.settings.configured;
  }

  /** Opens a connection, says hello and logs in (when credentials are set), then closes it. */
  async verify(): Promise<void> {
    if (!this.settings.configured) throw new MailNotConfiguredError();
    await this.mailer
      .getTransporter()
      .verify()
      .catch((error: unknown) => {
        throw explainTransportError(error, this.settings);
      });
  }

  /** Resolves with the Message-ID the server accepted; rejects with the SMTP error. */
  async send(mail: OutgoingMail): Promise<string> {
    if (!this.settings.configured) throw new MailNotConfiguredError();
    // No `context`: the mailer would run its own {{…}} interpolation over our already-rendered text.
    const info = (await this.mailer
      .sendMail({
        from: this.settings.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        headers: mail.headers,
      })
      .catch((error: unknown) => {
        mailFailed.inc();
        throw explainTransportError(error, this.settings);
      })) as { messageId?: string };
    mailSent.inc();
    return info.messageId ?? mail.messageId ?? '';
  }
}
