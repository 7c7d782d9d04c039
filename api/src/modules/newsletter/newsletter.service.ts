import { Injectable } from '@nestjs/common';
import { NewsletterRepository } from './newsletter.repository';

@Injectable()
export class NewsletterService {
  constructor(private readonly subscribers: NewsletterRepository) {}

  /** Idempotent: returns whether this call added the address (emails arrive lower-cased). */
  subscribe(email: string): Promise<boolean> {
    return this.subscribers.insertIfNew(email);
  }
}
