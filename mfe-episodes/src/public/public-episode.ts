import type { ApprovedVideoDto, PublicEpisodeDto } from '@podcast/contracts';

/** An episode as the public site shows it (spec §3, public view): the API's generated PublicEpisodeDto. */
export type PublicEpisode = PublicEpisodeDto;

/** GET /api/episodes/{id}/approved-video (spec §3): the generated ApprovedVideoDto. */
export type ApprovedVideo = ApprovedVideoDto;
