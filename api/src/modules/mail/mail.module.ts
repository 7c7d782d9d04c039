import { MailerModule } from '@nestjs-modules/mailer';
import { Module } from '@nestjs/common';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { resolveMailSettings } from './mail-settings';
import { MailService } from './mail.service';

// Connecting and sending must fail in seconds, not nodemailer's default two minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** @nestjs-modules/mailer over SMTP from the environment (docs/automation.md). */
@Module({
  imports: [
    MailerModule.forRootAsync({
      imports: [],
      inject: [APP_CONFIG],
      useFactory: (config: EnvironmentVariables) => {
        const settings = resolveMailSettings(config);
        if (!settings.host) {
          // The mailer refuses to start without a transport; MailService never sends while unconfigured.
          return { transport: { jsonTransport: true } };
        }
        return {
          transport: {
            host: settings.host,
            port: settings.port,
            secure: settings.secure,
            auth: settings.user && settings.pass ? { user: settings.user, pass: settings.pass } : undefined,
            ...TIMEOUTS,
          },
        };
      },
    }),
  ],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
