import { Injectable } from '@nestjs/common';
import type { PublishVideoFacts } from '@podcast/contracts';
import { ModulePort } from '../../common/module-port';

/** An edited video of an episode, as the publishing rule and the final-video choice see it. */
export interface EditedVideo extends PublishVideoFacts {
  id: number;
  version: number | null;
}

export interface EditedVideoSource {
  editedOf(episodeId: number): Promise<EditedVideo[]>;
}

/**
 * The episodes module's port for its videos: the media module, which sits above episodes in the
 * module graph, plugs its asset queries in (docs/architecture.md, "Module graph").
 */
@Injectable()
export class EpisodeVideos extends ModulePort<EditedVideoSource> {
  constructor() {
    super('EpisodeVideos');
  }
}
