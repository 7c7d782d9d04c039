import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import { PasswordResetEntity } from './password-reset.entity';

@Injectable()
export class PasswordResetRepository {
  constructor(@InjectRepository(PasswordResetEntity) private readonly repo: Repository<PasswordResetEntity>) {}

  /** A new link for the person; their earlier unused links stop working (only the newest mail counts). */
  issue(adminId: number, tokenHash: string, ttlMinutes: number): Promise<void> {
    return this.repo.manager.transaction(async (manager) => {
      const repo = manager.getRepository(PasswordResetEntity);
      await repo.update({ adminId, usedAt: IsNull() }, { usedAt: () => 'now()' });
      await repo.insert({ adminId, tokenHash, expiresAt: () => `now() + make_interval(mins => ${Math.trunc(ttlMinutes)})` });
    });
  }

  /** Whether the link can still set a password (unused, not expired), and whose it is. */
  async usable(tokenHash: string): Promise<PasswordResetEntity | null> {
    return this.repo
      .createQueryBuilder('reset')
      .where('reset."tokenHash" = :tokenHash AND reset."usedAt" IS NULL AND reset."expiresAt" > now()', { tokenHash })
      .getOne();
  }

  /** Uses the link once; the person's id, or null when it was not usable (used, expired, unknown). */
  async claim(manager: EntityManager, tokenHash: string): Promise<number | null> {
    const rows = (await manager.query(
      `UPDATE password_reset SET "usedAt" = now() WHERE "tokenHash" = $1 AND "usedAt" IS NULL AND "expiresAt" > now() RETURNING "adminId"`,
      [tokenHash],
    )) as [Array<{ adminId: number }>, number];
    return rows[0][0]?.adminId ?? null;
  }
}
