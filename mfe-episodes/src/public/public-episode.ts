/** An episode as the public site shows it (spec §3, public view). */
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
