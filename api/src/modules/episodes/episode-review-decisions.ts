import type { EpisodeReviewDecisionDto } from './episode.dto';

/**
 * The episodes module's port for a guest's verdict on an episode (issue 35): the review-links
 * module, above episodes in the module graph, provides it (ReviewLinksPortsModule). The admin views
 * (list, detail, Kanban) show the latest decision across the episode's review links.
 */
export abstract class EpisodeReviewDecisions {
  /** episodeId → its latest decision; episodes without one are left out. */
  abstract latestOf(episodeIds: readonly number[]): Promise<ReadonlyMap<number, EpisodeReviewDecisionDto>>;
}
