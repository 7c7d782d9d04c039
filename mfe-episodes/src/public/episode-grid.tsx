import { useQuery } from '@tanstack/react-query';
import { api } from '@podcast/web-kit';
import EpisodeCard from './episode-card';
import type { PublicEpisode } from './public-episode';

export default function EpisodeGrid() {
  const episodes = useQuery({ queryKey: ['episodes', 'public'], queryFn: () => api.get<PublicEpisode[]>('/api/episodes') });
  if (episodes.isLoading) return <p>Loading episodes...</p>;
  return (
    <section data-testid="episode-grid">
      {(episodes.data ?? []).map((episode) => (
        <EpisodeCard key={episode.id} episode={episode} />
      ))}
    </section>
  );
}
