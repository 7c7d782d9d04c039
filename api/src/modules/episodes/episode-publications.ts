import type { EntityManager } from 'typeorm';

/** What runs once a publishing transaction has committed. */
export type AfterPublishCommit = () => Promise<void>;

/**
 * The episodes module's port for "an episode was published": the newsletter module, which sits above
 * episodes in the module graph, provides its new-episode mailing (NewsletterPortsModule; docs/newsletter.md).
 * An injected provider rather than an event: it runs inside the publishing transaction and hands
 * back what to do after the commit (docs/architecture.md, "Module graph").
 */
export abstract class EpisodePublications {
  /**
   * An episode became published (it was not before). Runs inside the publishing transaction, so what
   * it writes (the newsletter's outbox rows) commits with the publication or not at all; returns what
   * to do after the commit (queue the mailing).
   */
  abstract published(manager: EntityManager, episodeId: number): Promise<AfterPublishCommit>;

  /** A published episode went back to draft: in the same transaction, what was waiting to announce it stops. */
  abstract unpublished(manager: EntityManager, episodeId: number): Promise<void>;
}
