import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailTemplateEntity } from '../automation/email-template.entity';
import { EmailTemplateRepository } from '../automation/email-template.repository';
import { MailModule } from '../mail/mail.module';
import { PublicCatalogueModule } from '../public-catalogue/public-catalogue.module';
import { NewsletterDeliveryEntity } from './newsletter-delivery.entity';
import { NewsletterIssueEntity } from './newsletter-issue.entity';
import { NewsletterIssueProcessor } from './newsletter-issue.processor';
import { NewsletterIssueRepository } from './newsletter-issue.repository';
import { NewsletterMailProcessor } from './newsletter-mail.processor';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

/** The newsletter's mail jobs (confirmations, new-episode mailings) on the `email` queue (worker.ts, or in the server with WORKER=inline). */
@Module({
  imports: [
    MailModule,
    PublicCatalogueModule,
    TypeOrmModule.forFeature([NewsletterSubscriberEntity, NewsletterIssueEntity, NewsletterDeliveryEntity, EmailTemplateEntity]),
  ],
  providers: [NewsletterMailProcessor, NewsletterIssueProcessor, NewsletterRepository, NewsletterIssueRepository, EmailTemplateRepository],
})
export class NewsletterWorkerModule {}
