import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { StaffRole } from '@podcast/contracts';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import { StaffInvitationEntity } from './staff-invitation.entity';

@Injectable()
export class InvitationRepository {
  constructor(@InjectRepository(StaffInvitationEntity) private readonly repo: Repository<StaffInvitationEntity>) {}

  /** Open invitations (neither accepted nor revoked), expired ones included, the newest first. */
  listOpen(): Promise<StaffInvitationEntity[]> {
    return this.repo.find({ where: { acceptedAt: IsNull(), revokedAt: IsNull() }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Replaces the address's open invitation (if any) with a new one, in one transaction. */
  issue(values: {
    email: string;
    role: StaffRole;
    tokenHash: string;
    invitedById: number;
    invitedByEmail: string;
    expiresAt: Date;
  }): Promise<StaffInvitationEntity> {
    return this.repo.manager.transaction(async (manager) => {
      const repo = manager.getRepository(StaffInvitationEntity);
      await repo.update({ email: values.email, acceptedAt: IsNull(), revokedAt: IsNull() }, { revokedAt: () => 'now()' });
      return repo.save(repo.create(values));
    });
  }

  /** Revokes an open invitation: its address, or null when there is no open one with this id. */
  async revoke(id: number): Promise<{ email: string } | null> {
    const rows = (await this.repo.query(
      `UPDATE staff_invitation SET "revokedAt" = now() WHERE id = $1 AND "acceptedAt" IS NULL AND "revokedAt" IS NULL RETURNING email`,
      [id],
    )) as [Array<{ email: string }>, number];
    return rows[0][0] ?? null;
  }

  findByTokenHash(tokenHash: string): Promise<StaffInvitationEntity | null> {
    return this.repo.findOneBy({ tokenHash });
  }

  /**
   * Marks a usable invitation accepted (open, not expired); null when it no longer is. The row
   * lock makes it single-use: of two acceptances at once, one gets null.
   */
  async claim(manager: EntityManager, tokenHash: string): Promise<StaffInvitationEntity | null> {
    const rows = (await manager.query(
      `UPDATE staff_invitation SET "acceptedAt" = now()
        WHERE "tokenHash" = $1 AND "acceptedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > now()
        RETURNING id`,
      [tokenHash],
    )) as [Array<{ id: number }>, number];
    const id = rows[0][0]?.id;
    return id === undefined ? null : manager.getRepository(StaffInvitationEntity).findOneByOrFail({ id });
  }
}
