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
  /**
   * The admin chose the final video: the media side serves it once it is transcoded (transcoding it
   * again if its files were removed) and schedules the older versions' files for removal.
   */
  abstract finalVideoChosen(episodeId: number): Promise<void>;
}
