import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailTemplateEntity } from '../automation/email-template.entity';
import { EmailTemplateRepository } from '../automation/email-template.repository';
import { MailModule } from '../mail/mail.module';
import { NewsletterMailProcessor } from './newsletter-mail.processor';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

/** The newsletter's mail jobs on the `email` queue (worker.ts, or in the server with WORKER=inline). */
@Module({
  imports: [MailModule, TypeOrmModule.forFeature([NewsletterSubscriberEntity, EmailTemplateEntity])],
  providers: [NewsletterMailProcessor, NewsletterRepository, EmailTemplateRepository],
})
export class NewsletterWorkerModule {}
