/**
 * The media module's port for the review comments on its videos: the comments module, which sits
 * above media in the module graph, provides it (CommentsPortsModule). An abstract class: the injection
 * token and the interface in one (docs/architecture.md, "Module graph").
 */
export abstract class AssetCommentCounts {
  /** assetId → how many review comments it has (assets with none may be left out). */
  abstract countFor(assetIds: number[]): Promise<Map<number, number>>;
}
