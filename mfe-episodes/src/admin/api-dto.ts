/** The API's types, generated from its OpenAPI document into packages/contracts (spec §3, §7). */
export type {
  AdminEpisodeDto,
  ImageSetDto,
  AssetCommentCreateDto,
  CommentCountDto,
  CommentDto,
  EpisodeCreateDto,
  EpisodeUpdateDto,
  RenditionKeysDto,
  SignedUrlDto,
  UploadEpisodeResponseDto,
  UploadFileResponseDto,
  UploadVideoResponseDto,
  VideoAssetDto,
} from '@podcast/contracts';
