import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { BookingEntity } from './booking.entity';

@Injectable()
export class BookingRepository {
  constructor(@InjectRepository(BookingEntity) private readonly repo: Repository<BookingEntity>) {}

  /** The row locked for the rest of the transaction: two concurrent changes see each other's status. */
  findForUpdate(manager: EntityManager, id: number): Promise<BookingEntity | null> {
    return manager.getRepository(BookingEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, fields: Partial<BookingEntity>): Promise<BookingEntity> {
    const repo = manager.getRepository(BookingEntity);
    return repo.save(repo.create(fields));
  }

  save(manager: EntityManager, booking: BookingEntity): Promise<BookingEntity> {
    return manager.getRepository(BookingEntity).save(booking);
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.repo.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  findByUnsubscribeToken(token: string): Promise<BookingEntity | null> {
    return this.repo.findOneBy({ unsubscribeToken: token });
  }

  /** Keeps the first opt-out time when the link is followed again. */
  async optOut(id: number): Promise<void> {
    await this.repo.update({ id, optedOutAt: IsNull() }, { optedOutAt: new Date() });
  }
}
