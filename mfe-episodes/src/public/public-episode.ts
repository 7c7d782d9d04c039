/**
 * An episode as the public site shows it (spec §3, public view), mirroring the API's PublicEpisodeDto.
 * Kept by hand until packages/contracts/src/api-types.ts holds the generated PublicEpisodeDto; then
 * this becomes `export type PublicEpisode = components['schemas']['PublicEpisodeDto']`.
 */
export interface PublicEpisode {
  id: number;
  episodeNumber: number;
  title: string;
  description: string;
  thumbnailUrl?: string | null;
  duration?: string | null;
  guestName?: string | null;
  publishedAt?: string | null;
}

/** GET /api/episodes/{id}/approved-video (spec §3, ApprovedVideoDto). */
export interface ApprovedVideo {
  approved: boolean;
  variants: { original: string | null; '720p': string | null; '480p': string | null };
}
