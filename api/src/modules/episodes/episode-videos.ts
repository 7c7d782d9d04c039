import type { PublishVideoFacts } from '@podcast/contracts';

/** An edited video of an episode, as the publishing rule and the final-video choice see it. */
export interface EditedVideo extends PublishVideoFacts {
  id: number;
  version: number | null;
}

/**
 * The episodes module's port for its videos: the media module, which sits above episodes in the
 * module graph, provides its asset query (MediaPortsModule; docs/architecture.md, "Module graph").
 */
export abstract class EpisodeVideos {
  abstract editedOf(episodeId: number): Promise<EditedVideo[]>;
}
