import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ModulePort } from '../../common/module-port';

/** What runs once a publishing transaction has committed. */
export type AfterPublishCommit = () => Promise<void>;

export interface PublicationHandler {
  /**
   * An episode became published (it was not before). Runs inside the publishing transaction, so what
   * it writes (the newsletter's outbox rows) commits with the publication or not at all; returns what
   * to do after the commit (queue the mailing).
   */
  published(manager: EntityManager, episodeId: number): Promise<AfterPublishCommit>;

  /** A published episode went back to draft: in the same transaction, what was waiting to announce it stops. */
  unpublished(manager: EntityManager, episodeId: number): Promise<void>;
}

/**
 * The episodes module's port for "an episode was published": the newsletter module, which sits above
 * episodes in the module graph, plugs its new-episode mailing in (docs/newsletter.md).
 */
@Injectable()
export class EpisodePublications extends ModulePort<PublicationHandler> {
  constructor() {
    super('EpisodePublications');
  }
}
