import type { PublicEpisode } from './public-episode';

export interface EpisodeCardProps {
  episode: PublicEpisode;
}

export default function EpisodeCard({ episode }: EpisodeCardProps) {
  return (
    <article className="episode-card" data-testid="episode-card">
      <span className="episode-card__number">#{episode.episodeNumber}</span>
      <h3>{episode.title}</h3>
      <p>{episode.description}</p>
      {episode.guestName && <p>{episode.guestName}</p>}
    </article>
  );
}
