import { Global, Injectable, Module } from '@nestjs/common';

type BeforeDeleteListener = (episodeId: number) => Promise<void>;

/**
 * Lets other modules take part in an episode's deletion without the episodes module knowing them:
 * the media module registers a listener that removes the episode's files from storage before the
 * rows go (the database cascade then removes assets and comments).
 */
@Injectable()
export class EpisodeLifecycle {
  private readonly beforeDeleteListeners: BeforeDeleteListener[] = [];

  onBeforeDelete(listener: BeforeDeleteListener): void {
    this.beforeDeleteListeners.push(listener);
  }

  async beforeDelete(episodeId: number): Promise<void> {
    for (const listener of this.beforeDeleteListeners) await listener(episodeId);
  }
}

@Global()
@Module({ providers: [EpisodeLifecycle], exports: [EpisodeLifecycle] })
export class EpisodeLifecycleModule {}
