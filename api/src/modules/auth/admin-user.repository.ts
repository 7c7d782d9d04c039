import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { StaffRole } from '@podcast/contracts';
import { type EntityManager, IsNull, Not, Repository } from 'typeorm';
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

  /** Every account, the oldest first (the Team screen). */
  listAll(): Promise<AdminUserEntity[]> {
    return this.repo.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Creates an account from an accepted invitation; null when the address already has one. */
  async createAccount(
    values: { email: string; name: string; passwordHash: string; role: StaffRole },
    manager?: EntityManager,
  ): Promise<AdminUserEntity | null> {
    const repo = manager ? manager.getRepository(AdminUserEntity) : this.repo;
    const result = await repo
      .createQueryBuilder()
      .insert()
      .into(AdminUserEntity)
      .values({ ...values, email: values.email.trim().toLowerCase() })
      .orIgnore()
      .returning('*')
      .execute();
    const rows = result.raw as AdminUserEntity[];
    return rows.length > 0 ? repo.findOneByOrFail({ email: values.email.trim().toLowerCase() }) : null;
  }

  /** Lets a disabled account sign in again (the admin CLI's recovery); false when it was not disabled. */
  async enable(email: string): Promise<boolean> {
    const result = await this.repo.update({ email: email.trim().toLowerCase(), disabledAt: Not(IsNull()) }, { disabledAt: null });
    return (result.affected ?? 0) > 0;
  }

  async setName(id: number, name: string): Promise<void> {
    await this.repo.update({ id }, { name });
  }

  async setPasswordById(id: number, passwordHash: string, manager?: EntityManager): Promise<void> {
    await this.on(manager).update({ id }, { passwordHash });
  }

  findByIdIn(manager: EntityManager, id: number): Promise<AdminUserEntity | null> {
    return this.on(manager).findOneBy({ id });
  }

  /** Writes who the person may be: their role and whether they are disabled (TeamService, owners locked). */
  async setAccess(manager: EntityManager, id: number, access: Pick<AdminUserEntity, 'role' | 'disabledAt'>): Promise<void> {
    await this.on(manager).update({ id }, { role: access.role, disabledAt: access.disabledAt });
  }

  async deleteById(manager: EntityManager, id: number): Promise<void> {
    await this.on(manager).delete({ id });
  }

  private on(manager?: EntityManager): Repository<AdminUserEntity> {
    return manager ? manager.getRepository(AdminUserEntity) : this.repo;
  }

  /**
   * Runs a change of staff accounts with every enabled owner's row locked, and with the number of
   * enabled owners the change must leave: two owners demoting each other at once cannot leave none.
   */
  withOwnersLocked<T>(change: (manager: EntityManager, enabledOwnerIds: number[]) => Promise<T>): Promise<T> {
    return this.repo.manager.transaction(async (manager) => {
      const owners = await manager
        .getRepository(AdminUserEntity)
        .createQueryBuilder('admin')
        .select('admin.id', 'id')
        .where('admin.role = :owner AND admin."disabledAt" IS NULL', { owner: StaffRole.Owner })
        .orderBy('admin.id')
        .setLock('pessimistic_write')
        .getRawMany<{ id: number }>();
      return change(
        manager,
        owners.map((owner) => owner.id),
      );
    });
  }

  countEnabledOwners(): Promise<number> {
    return this.repo.countBy({ role: StaffRole.Owner, disabledAt: IsNull() });
  }
}
