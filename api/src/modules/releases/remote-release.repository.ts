import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import { RemoteReleaseEntity } from './remote-release.entity';

const HISTORY_LIMIT = 50;

export interface Rollback {
  /** The release rolled back. */
  retired: RemoteReleaseEntity;
  /** The release now in force, or null: the remote is back at its built-in default. */
  current: RemoteReleaseEntity | null;
}

@Injectable()
export class RemoteReleaseRepository {
  constructor(@InjectRepository(RemoteReleaseEntity) private readonly repo: Repository<RemoteReleaseEntity>) {}

  /** The release in force of each remote that has one (its newest not rolled back): one query on a partial index. */
  current(): Promise<Pick<RemoteReleaseEntity, 'remote' | 'url' | 'version' | 'releasedAt'>[]> {
    return this.repo.query(
      `SELECT DISTINCT ON ("remote") "remote", "url", "version", "releasedAt" FROM "remote_release" WHERE "retiredAt" IS NULL ORDER BY "remote", "id" DESC`,
    );
  }

  /** A remote's releases, newest first (the latest HISTORY_LIMIT). */
  history(remote: string): Promise<RemoteReleaseEntity[]> {
    return this.repo.find({ where: { remote }, order: { id: 'DESC' }, take: HISTORY_LIMIT });
  }

  /** Records a release: from now on the remote is loaded from url. */
  release(remote: string, url: string, version: string | null): Promise<RemoteReleaseEntity> {
    return this.oneAtATime(remote, (manager) => manager.save(manager.create(RemoteReleaseEntity, { remote, url, version, retiredAt: null })));
  }

  /** Rolls back the remote's release in force, or returns null when it has none (it is at its default). */
  rollback(remote: string): Promise<Rollback | null> {
    return this.oneAtATime(remote, async (manager) => {
      const [retired, previous] = await manager.find(RemoteReleaseEntity, { where: { remote, retiredAt: IsNull() }, order: { id: 'DESC' }, take: 2 });
      if (!retired) return null;
      // The database's clock, like releasedAt's default.
      await manager.update(RemoteReleaseEntity, { id: retired.id }, { retiredAt: () => 'now()' });
      return { retired: await manager.findOneByOrFail(RemoteReleaseEntity, { id: retired.id }), current: previous ?? null };
    });
  }

  /**
   * Releases and rollbacks of one remote run one after the other (a transaction-scoped advisory lock
   * on its name), so two operators rolling back at once retire two releases, never the same one twice.
   */
  private oneAtATime<T>(remote: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.repo.manager.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('remote_release'), hashtext($1))`, [remote]);
      return work(manager);
    });
  }
}
