import type { ApprovedVideoDto, EpisodeGuestDto, ImageSetDto, PublicEpisodeDetailDto, PublicEpisodeDto } from '@podcast/contracts';

/** An image in several sizes and formats (ImageSetDto): srcset strings are "url 320w, url 640w, …"; `src` is the JPEG fallback. */
export type ImageSet = ImageSetDto;

/** The episode's guest as the episode page shows it (from the bookings record of that name). */
export type PublicGuest = EpisodeGuestDto;

/** An episode as the public site shows it (spec §3, public view): the API's generated PublicEpisodeDto, with its artwork. */
export type PublicEpisode = PublicEpisodeDto;

/** GET /api/episodes/{id}: the list item plus the sanitised show notes and the guest. */
export type PublicEpisodeDetail = PublicEpisodeDetailDto;

/** GET /api/episodes/{id}/approved-video (spec §3): the generated ApprovedVideoDto. */
export type ApprovedVideo = ApprovedVideoDto;
