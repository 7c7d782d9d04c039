import { MailerModule } from '@nestjs-modules/mailer';
import { Module } from '@nestjs/common';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { resolveMailSettings } from './mail-settings';
import { smtpTransportOptions } from './mail-transport';
import { MailService } from './mail.service';

/** @nestjs-modules/mailer over SMTP from the environment (docs/automation.md; TLS and DKIM: docs/deployment.md). */
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
        return { transport: smtpTransportOptions({ ...settings, host: settings.host }) };
      },
    }),
  ],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
