import { RemoteEpisodeGrid } from '../remotes/episode-remotes';

export function HomePage() {
  return (
    <main className="site-main">
      <h1>Learn from the best, sell to the rest</h1>
      <RemoteEpisodeGrid />
    </main>
  );
}
