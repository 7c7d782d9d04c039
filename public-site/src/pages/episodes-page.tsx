import { usePageMeta } from '../lib/page-meta';
import { RemoteEpisodeGrid } from '../remotes/episode-remotes';

export function EpisodesPage() {
  usePageMeta(
    'All Episodes | Learn from the Best',
    'Browse every published episode: video interviews with leaders in ecommerce, online services, retail, coaching and SaaS on growth, sales and building teams.',
  );
  return (
    <div className="page page--wide">
      <RemoteEpisodeGrid layout="catalog" />
    </div>
  );
}
