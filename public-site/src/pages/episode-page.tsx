import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, ApiError, RemoteSlot } from '@podcast/web-kit';
import { remoteLoader } from '@podcast/web-kit/federation';
import { FollowShow } from '../components/follow-show';
import { Link, routePath, useLocation } from '../lib/router';
import { usePageMeta, SITE_NAME } from '../lib/page-meta';
import type { EpisodeCardProps } from '../remotes/episode-types';
import { afterRegistration } from '../remotes/remotes-ready';
import { NotFoundPage } from './not-found-page';

/** /episodes/{id}: the path of an episode's own page (the server renders its head: docs/distribution.md). */
export const EPISODE_PAGE_PATH = /^\/episodes\/(\d{1,10})$/;

/**
 * As GET /api/episodes/{id} answers (PublicEpisodeDetailDto: with the show notes, the guest, the chapters
 * and the transcript) and as the server embeds it in the page. The card passes the chapters and the
 * captions to its player and shows both as text.
 */
type PublicEpisode = EpisodeCardProps['episode'];

const loadEpisodeCard = afterRegistration(remoteLoader<EpisodeCardProps>('mfe_episodes/EpisodeCard'));

export const episodePageKeys = {
  episode: (id: number) => ['public-site', 'episode-page', id] as const,
};

/** The episode the server embedded in this document (#episode-data), when it is the one asked for. */
function embeddedEpisode(id: number): PublicEpisode | undefined {
  const element = document.getElementById('episode-data');
  if (!element?.textContent) return undefined;
  try {
    const episode = JSON.parse(element.textContent) as PublicEpisode;
    return episode.id === id ? episode : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The embedded episode on a first load; after a client-side navigation, GET /api/episodes/{id}
 * (published only: 404 for a draft or a missing one, shown as Not Found).
 */
function useEpisode(id: number) {
  return useQuery({
    queryKey: episodePageKeys.episode(id),
    queryFn: async ({ signal }) => {
      const embedded = embeddedEpisode(id);
      if (embedded) return embedded;
      if (id < 1) return null;
      try {
        return await apiClient.get('/api/episodes/{id}', { params: { path: { id } }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Under the card (which carries the copy-link action): Follow the show (the apps and both feeds), then back to the list. */
function EpisodeLinks() {
  return (
    <>
      <FollowShow id="episode-follow-heading" />
      <div className="page__actions">
        <Link to="/episodes" className="button button--outline">
          All Episodes
        </Link>
      </div>
    </>
  );
}

function EpisodeView({ episode }: { episode: PublicEpisode }) {
  usePageMeta(`${episode.title} | ${SITE_NAME}`, episode.description || episode.title);
  return (
    <div className="page">
      <RemoteSlot
        name="mfe_episodes/EpisodeCard"
        load={loadEpisodeCard}
        props={{ episode, defaultExpanded: true, variant: 'page' }}
        loading={<div className="episode-placeholder" role="status" aria-label="Loading episode" />}
        renderError={(retry) => (
          <div className="remote-error" role="alert">
            <p>This episode could not be loaded right now.</p>
            <button type="button" className="button button--gold" onClick={retry}>
              Retry
            </button>
          </div>
        )}
      />
      <EpisodeLinks />
    </div>
  );
}

/** An episode's public page: its card expanded with the player and copy-link action, and links to the list and feeds. */
export function EpisodePage() {
  const { pathname, hash } = useLocation();
  const id = Number(EPISODE_PAGE_PATH.exec(routePath(pathname))?.[1] ?? 0);
  const { data, isPending, isError, refetch } = useEpisode(id);
  // Reached from a card's title far down the grid, the page starts at its top, as a loaded page does.
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [id, hash]);
  if (isPending)
    return (
      <div className="page">
        <div className="episode-placeholder" role="status" aria-label="Loading episode" />
      </div>
    );
  if (isError) {
    return (
      <div className="page">
        <div className="remote-error" role="alert">
          <p>This episode could not be loaded right now.</p>
          <button type="button" className="button button--gold" onClick={() => void refetch()}>
            Retry
          </button>
        </div>
      </div>
    );
  }
  return data ? <EpisodeView episode={data} /> : <NotFoundPage />;
}
