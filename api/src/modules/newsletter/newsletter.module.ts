import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { NewsletterLinksController } from './newsletter-links.controller';
import { NewsletterMailQueue } from './newsletter-mail.queue';
import { NewsletterController } from './newsletter.controller';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';
import { SubscribersController } from './subscribers.controller';

/** The newsletter: double opt-in sign-ups, their links, and the admin's subscriber list (docs/newsletter.md). */
@Module({
  imports: [MailModule, TypeOrmModule.forFeature([NewsletterSubscriberEntity])],
  controllers: [NewsletterController, NewsletterLinksController, SubscribersController],
  providers: [NewsletterRepository, NewsletterService, NewsletterMailQueue],
})
export class NewsletterModule {}
