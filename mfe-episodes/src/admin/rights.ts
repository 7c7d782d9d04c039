import { EpisodeStatus } from '@podcast/contracts';
import { useCan } from '@podcast/web-kit';

/**
 * What the signed-in person's role may change in Episodes (issue 31), each as the API route needs it
 * (api/src/modules/**: @Requires and episode-role-rules.ts). The screens offer only these; the API
 * still refuses everything else.
 */
export interface EpisodeRights {
  /** episodes.write: create and edit episodes, delete drafts, comments, chapters, transcript, artwork, review links. */
  write: boolean;
  /** episodes.publish: publish and unpublish (the PATCH moving status to or from published). */
  publish: boolean;
  /** episodes.delete-published: delete an episode that is published. */
  deletePublished: boolean;
  /** media.upload: upload videos and files, delete and transcode video versions. */
  upload: boolean;
}

export function useEpisodeRights(): EpisodeRights {
  return {
    write: useCan('episodes.write'),
    publish: useCan('episodes.publish'),
    deletePublished: useCan('episodes.delete-published'),
    upload: useCan('media.upload'),
  };
}

/** Whether the role may delete this episode: a draft with episodes.write, a published one with episodes.delete-published too. */
export function mayDelete(rights: EpisodeRights, episode: { status: string }): boolean {
  return rights.write && (episode.status !== EpisodeStatus.Published || rights.deletePublished);
}
