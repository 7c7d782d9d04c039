import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
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

  async upsert(email: string, passwordHash: string): Promise<AdminUserEntity> {
    const normalized = email.trim().toLowerCase();
    const existing = await this.repo.findOneBy({ email: normalized });
    if (existing) {
      existing.passwordHash = passwordHash;
      return this.repo.save(existing);
    }
    return this.repo.save(this.repo.create({ email: normalized, passwordHash }));
  }

  findFirst(): Promise<AdminUserEntity | null> {
    return this.repo.findOne({ where: {}, order: { id: 'ASC' } });
  }
}
