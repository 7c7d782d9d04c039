import { useState } from 'react';
import EpisodeCard from './episode-card';
import { gridOrder } from './grid-order';
import { useGridColumns } from './use-grid-columns';
import { LatestEpisode } from './latest-episode';
import { usePublicEpisodes } from './public-episode-queries';
import './episodes.css';

/** Grid pages hold 3 rows of 3 cards; home's first page has one more, the Latest Episode. */
export const GRID_PAGE_SIZE = 9;
const SKELETON_COUNT = 6;

export interface EpisodeGridProps {
  /**
   * home: Latest Episode (the first) above the All Episodes grid of the rest (spec §2 Home).
   * catalog: the /episodes page, "All Episodes", "{n} episodes available", "Coming Soon" when empty.
   */
  layout?: 'home' | 'catalog';
}

export function EpisodeSkeletons() {
  return (
    <div className="episode-grid" aria-hidden="true" data-testid="episode-skeletons">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <div key={index} className="episode-skeleton">
          <div className="episode-skeleton__thumb" />
          <div className="episode-skeleton__line" />
          <div className="episode-skeleton__line episode-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}

/** The published episodes, page by page, as exposed module mfe_episodes/EpisodeGrid. */
export default function EpisodeGrid({ layout = 'home' }: EpisodeGridProps) {
  const home = layout === 'home';
  const query = usePublicEpisodes(home ? GRID_PAGE_SIZE + 1 : GRID_PAGE_SIZE, GRID_PAGE_SIZE);
  const pages = query.data?.pages ?? [];
  const episodes = pages.flatMap((page) => page.episodes);
  const total = pages[pages.length - 1]?.total ?? 0;
  const [latest, ...rest] = episodes;
  const gridEpisodes = home ? rest : episodes;
  const Heading = home ? 'h2' : 'h1';
  // Which cards are open: an open card takes a whole row, and the grid orders the page to match the screen.
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<number>>(() => new Set());
  const columns = useGridColumns();
  const setExpanded = (id: number, open: boolean) =>
    setExpandedIds((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label="Loading episodes">
        <EpisodeSkeletons />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="episode-empty" role="alert">
        <p>Episodes could not be loaded right now.</p>
        <button type="button" className="button button--gold" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (episodes.length === 0) {
    body = (
      <div className="episode-empty">
        <h3 className="episode-empty__title">Coming Soon</h3>
        <p>Our first conversations with industry leaders are being edited right now.</p>
        {!home && (
          // A plain link: the public site's router handles same-origin clicks (no react-router on public pages).
          <a className="button button--gold" href="/">
            Back to Home
          </a>
        )}
      </div>
    );
  } else {
    body = (
      <>
        {gridEpisodes.length > 0 ? (
          <div className="episode-grid" data-testid="episode-grid">
            {gridOrder(gridEpisodes, (episode) => expandedIds.has(episode.id), columns).map((episode) => (
              <EpisodeCard
                key={episode.id}
                episode={episode}
                expanded={expandedIds.has(episode.id)}
                onExpandedChange={(open) => setExpanded(episode.id, open)}
              />
            ))}
          </div>
        ) : (
          <p className="episode-empty">More episodes are on their way.</p>
        )}
        {query.hasNextPage && (
          <div className="load-more">
            <button type="button" className="button button--outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? 'Loading...' : 'Load More Episodes'}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="episodes-block" data-layout={layout}>
      {home && latest && <LatestEpisode episode={latest} />}
      <section className="episodes-section" aria-labelledby={`all-episodes-${layout}`}>
        <Heading id={`all-episodes-${layout}`} className={home ? 'section-heading' : 'page-heading'}>
          All Episodes
        </Heading>
        {!home && query.isSuccess && episodes.length > 0 && <p className="episodes-count">{`${total} episodes available`}</p>}
        {body}
      </section>
    </div>
  );
}
