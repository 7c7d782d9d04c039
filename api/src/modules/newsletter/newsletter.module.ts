import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterController } from './newsletter.controller';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriberEntity])],
  controllers: [NewsletterController],
  providers: [NewsletterRepository, NewsletterService],
})
export class NewsletterModule {}
