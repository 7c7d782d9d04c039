import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import type { StoredImageSet } from '../../common/stored-image-set';
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

  /** Deletes the row: the removed guest's portrait (its files go next) and what the audit trail names it by, or false when there was no row. */
  async delete(id: number): Promise<Pick<BookingEntity, 'portrait' | 'name' | 'outreachStatus' | 'bookingStatus'> | false> {
    const result = await this.repo
      .createQueryBuilder()
      .delete()
      .from(BookingEntity)
      .where('id = :id', { id })
      .returning(['portrait', 'name', 'outreachStatus', 'bookingStatus'])
      .execute();
    const rows = result.raw as Array<Pick<BookingEntity, 'portrait' | 'name' | 'outreachStatus' | 'bookingStatus'>>;
    return rows[0] ?? false;
  }

  findById(id: number): Promise<BookingEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** Replaces the portrait under a row lock; the set it replaced, or null when there is no such guest. */
  setPortrait(id: number, portrait: StoredImageSet | null): Promise<{ previous: StoredImageSet | null; booking: BookingEntity } | null> {
    return this.repo.manager.transaction(async (manager) => {
      const booking = await this.findForUpdate(manager, id);
      if (!booking) return null;
      const previous = booking.portrait;
      await manager.getRepository(BookingEntity).update({ id }, { portrait });
      return { previous, booking: { ...booking, portrait } };
    });
  }

  exists(id: number): Promise<boolean> {
    return this.repo.existsBy({ id });
  }

  findByUnsubscribeToken(token: string): Promise<BookingEntity | null> {
    return this.repo.findOneBy({ unsubscribeToken: token });
  }

  /** Keeps the first opt-out time when the link is followed again. */
  async optOut(id: number): Promise<void> {
    await this.repo.update({ id, optedOutAt: IsNull() }, { optedOutAt: new Date() });
  }
}
