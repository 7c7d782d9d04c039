import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { StaffRole } from '@podcast/contracts';
import { Repository } from 'typeorm';
import { AdminUserEntity } from './admin-user.entity';

@Injectable()
export class AdminUserRepository {
  constructor(@InjectRepository(AdminUserEntity) private readonly repo: Repository<AdminUserEntity>) {}

  findByEmail(email: string): Promise<AdminUserEntity | null> {
    return this.repo.findOneBy({ email: email.trim().toLowerCase() });
  }

  findById(id: number): Promise<AdminUserEntity | null> {
    return this.repo.findOneBy({ id });
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  /**
   * Creates the admin (an owner) or sets its password, keeping its role, in one statement: API
   * processes starting at once may both run it.
   */
  async upsert(email: string, passwordHash: string): Promise<AdminUserEntity> {
    const normalized = email.trim().toLowerCase();
    await this.repo
      .createQueryBuilder()
      .insert()
      .into(AdminUserEntity)
      .values({ email: normalized, passwordHash, role: StaffRole.Owner })
      .orUpdate(['passwordHash', 'updatedAt'], ['email'])
      .execute();
    return this.repo.findOneByOrFail({ email: normalized });
  }

  /** Creates the admin (an owner) unless one with this email exists; true when this call created it. */
  async insertIfAbsent(email: string, passwordHash: string): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .insert()
      .into(AdminUserEntity)
      .values({ email: email.trim().toLowerCase(), passwordHash, role: StaffRole.Owner })
      .orIgnore()
      .execute();
    // RETURNING yields the new row, or nothing when the email was taken.
    return Array.isArray(result.raw) && result.raw.length > 0;
  }

  /** Sets the role of an existing account; false when there is none with this email. */
  async setRole(email: string, role: StaffRole): Promise<boolean> {
    const result = await this.repo.update({ email: email.trim().toLowerCase() }, { role });
    return (result.affected ?? 0) > 0;
  }

  findFirst(): Promise<AdminUserEntity | null> {
    return this.repo.findOne({ where: {}, order: { id: 'ASC' } });
  }
}
