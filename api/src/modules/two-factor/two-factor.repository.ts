import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { StaffRecoveryCodeEntity } from './staff-recovery-code.entity';
import { StaffTwoFactorEntity } from './staff-two-factor.entity';

@Injectable()
export class TwoFactorRepository {
  constructor(
    @InjectRepository(StaffTwoFactorEntity) private readonly factors: Repository<StaffTwoFactorEntity>,
    @InjectRepository(StaffRecoveryCodeEntity) private readonly codes: Repository<StaffRecoveryCodeEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  find(adminUserId: number): Promise<StaffTwoFactorEntity | null> {
    return this.factors.findOneBy({ adminUserId });
  }

  /** Starts (or restarts) an enrolment with a new secret; false when two-factor is already on (its secret is kept). */
  async startEnrolment(adminUserId: number, secret: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO "staff_two_factor" ("adminUserId", "secret") VALUES ($1, $2)
       ON CONFLICT ("adminUserId") DO UPDATE SET "secret" = EXCLUDED."secret", "lastUsedStep" = NULL, "createdAt" = now()
       WHERE "staff_two_factor"."enabledAt" IS NULL
       RETURNING "adminUserId"`,
      [adminUserId, secret],
    );
    return rows.length > 0;
  }

  /**
   * Records that a code of `step` was used, in one statement: true only when no code of this step or
   * a later one was used before, so two requests racing with the same code cannot both pass.
   */
  async claimStep(adminUserId: number, step: number): Promise<boolean> {
    const result = await this.factors
      .createQueryBuilder()
      .update()
      .set({ lastUsedStep: step })
      .where('"adminUserId" = :adminUserId AND ("lastUsedStep" IS NULL OR "lastUsedStep" < :step)', { adminUserId, step })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Turns two-factor on and stores the new recovery codes (replacing any), in one transaction. */
  async enable(adminUserId: number, codeHashes: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.update(StaffTwoFactorEntity, { adminUserId }, { enabledAt: new Date() });
      await manager.delete(StaffRecoveryCodeEntity, { adminUserId });
      await manager.insert(
        StaffRecoveryCodeEntity,
        codeHashes.map((codeHash) => ({ adminUserId, codeHash, usedAt: null })),
      );
    });
  }

  /** Uses a recovery code, once: true only for an unused code of this person (one UPDATE, so a race uses it once). */
  async useRecoveryCode(adminUserId: number, codeHash: string): Promise<boolean> {
    const result = await this.codes.update({ adminUserId, codeHash, usedAt: IsNull() }, { usedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  unusedRecoveryCodes(adminUserId: number): Promise<number> {
    return this.codes.countBy({ adminUserId, usedAt: IsNull() });
  }

  /** Turns two-factor off: the secret and every recovery code are deleted. */
  async remove(adminUserId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(StaffRecoveryCodeEntity, { adminUserId });
      await manager.delete(StaffTwoFactorEntity, { adminUserId });
    });
  }
}
