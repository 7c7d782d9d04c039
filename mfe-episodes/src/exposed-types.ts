// The props of the modules mfe_episodes exposes to hosts. Hosts import them type-only through this file
// (docs/micro-frontends.md, "Versioning and compatibility"): the public site compiles against the
// remote's own declarations instead of retyping them, and the import is erased from its bundle.
export type { EpisodeCardProps } from './public/episode-card';
export type { EpisodeGridProps } from './public/episode-grid';
export type { VideoPlayerHandle, VideoPlayerProps } from './public/video-player';
export type { PublicEpisode } from './public/public-episode';
export type { ReviewPageProps } from './review/review-page';
