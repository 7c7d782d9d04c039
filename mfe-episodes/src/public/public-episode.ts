import type { ApprovedVideoDto, PublicEpisodeDto } from '@podcast/contracts';

/**
 * An image in several sizes and formats (the API's ImageSetDto): srcset strings are
 * "url 320w, url 640w, …"; `src` is the JPEG fallback.
 */
export interface ImageSet {
  alt: string;
  width: number;
  height: number;
  src: string;
  srcset: { avif: string; webp: string; jpeg: string };
  ogImage: string;
  feedImage: string | null;
}

/** The episode's guest as the episode page shows it (PublicEpisodeDetailDto.guest). */
export interface PublicGuest {
  name: string;
  role: string | null;
  company: string | null;
  portrait: ImageSet | null;
}

/** An episode as the public site shows it (spec §3, public view): the API's generated PublicEpisodeDto, with its artwork. */
export type PublicEpisode = PublicEpisodeDto & { artwork?: ImageSet | null };

/** GET /api/episodes/{id} (PublicEpisodeDetailDto): the list item plus the sanitised show notes and the guest. */
export type PublicEpisodeDetail = PublicEpisode & { showNotesHtml?: string; guest?: PublicGuest | null };

/** GET /api/episodes/{id}/approved-video (spec §3): the generated ApprovedVideoDto. */
export type ApprovedVideo = ApprovedVideoDto;
