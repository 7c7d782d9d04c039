import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

@Injectable()
export class NewsletterRepository {
  constructor(@InjectRepository(NewsletterSubscriberEntity) private readonly repo: Repository<NewsletterSubscriberEntity>) {}

  /** True when the address is new; one statement, so two simultaneous sign-ups cannot both insert. */
  async insertIfNew(email: string): Promise<boolean> {
    const result = await this.repo.createQueryBuilder().insert().values({ email }).orIgnore().returning('id').execute();
    return result.raw.length > 0;
  }

  count(): Promise<number> {
    return this.repo.count();
  }
}
