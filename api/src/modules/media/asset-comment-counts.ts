import { Injectable } from '@nestjs/common';
import { ModulePort } from '../../common/module-port';

export interface CommentCountSource {
  /** assetId → how many review comments it has (assets with none may be left out). */
  countFor(assetIds: number[]): Promise<Map<number, number>>;
}

/**
 * The media module's port for the review comments on its videos: the comments module, which sits
 * above media in the module graph, plugs its count in (docs/architecture.md, "Module graph").
 */
@Injectable()
export class AssetCommentCounts extends ModulePort<CommentCountSource> {
  constructor() {
    super('AssetCommentCounts');
  }
}
