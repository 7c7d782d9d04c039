/**
 * The episodes module's port for the spec's thumbnailUrl: an episode created or edited with the URL
 * of an uploaded thumbnail takes the renditions the artwork module made of it (docs/artwork.md). The
 * artwork module, which sits above episodes, provides it (ArtworkPortsModule).
 */
export abstract class EpisodeThumbnails {
  /**
   * When `thumbnailUrl` is the URL the create-episode form's upload answered, gives the episode that
   * upload's artwork set (srcset, feed artwork) and answers true; any other URL is left as it is
   * (false). Never throws: a failure leaves the episode with the plain URL, and is logged.
   */
  abstract adopt(episodeId: number, thumbnailUrl: string): Promise<boolean>;
}
