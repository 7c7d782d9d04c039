import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ArtworkPicture } from '@podcast/web-kit';
import type { PublicEpisode, PublicEpisodeDetail } from './public-episode';
import { useRecordPlay } from './public-episode-queries';
import { PlayIcon } from './play-icon';
import VideoPlayer, { type VideoPlayerHandle } from './video-player';
import { formatPublishedDate } from './published-date';
import './episodes.css';

// The guest and show notes show on the episode page only: home does not download them.
const EpisodeDetails = lazy(() => import('./episode-details').then((module) => ({ default: module.EpisodeDetails })));

/** `sizes` of a card's artwork: one column under 640 px, two under 1024 px, three of the 1,200 px frame above. */
export const CARD_ARTWORK_SIZES = '(min-width: 1024px) 373px, (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)';
/** `sizes` of an expanded card's or the episode page's player (the full width of the frame, less the card's padding). */
export const WIDE_ARTWORK_SIZES = '(min-width: 1232px) 1136px, calc(100vw - 64px)';
/** `sizes` on the episode page, whose column is 860 px at most. */
export const PAGE_ARTWORK_SIZES = '(min-width: 892px) 828px, calc(100vw - 64px)';

/** Share/copy-link action: copies the episode's public page (/episodes/{id}, docs/distribution.md). */
function CopyLinkButton({ episode }: { episode: PublicEpisode }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const url = `${window.location.origin}/episodes/${episode.id}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt('Copy this link', url);
    }
  };
  return (
    <button
      type="button"
      className="button button--ghost episode-card__share"
      style={{ alignSelf: 'flex-start' }}
      onClick={() => void copy()}
      aria-label={`Copy link to episode ${episode.episodeNumber}: ${episode.title}`}
    >
      {copied ? 'Link copied' : 'Copy Link'}
    </button>
  );
}

/**
 * The title as a link to the episode's own page. A plain <a href>: inside the public site its router
 * turns the click into a navigation without a reload (no router import here: the public pages have
 * none to share); standalone, the browser follows it.
 */
export function EpisodeLink({ episode, className = 'episode-card__link' }: { episode: PublicEpisode; className?: string }) {
  return (
    <a className={className} href={`/episodes/${episode.id}`}>
      {episode.title}
    </a>
  );
}

/** The thumbnail button that opens the player: the artwork, else the uploaded thumbnail, else the brand gradient. */
function Thumbnail({ episode, sizes, priority, onPlay }: { episode: PublicEpisode; sizes: string; priority?: boolean; onPlay: () => void }) {
  return (
    <button type="button" className="episode-card__thumb" onClick={onPlay} aria-label={`Play episode ${episode.episodeNumber}: ${episode.title}`}>
      {episode.artwork ? (
        <ArtworkPicture image={episode.artwork} sizes={sizes} priority={priority} className="episode-card__picture" />
      ) : episode.thumbnailUrl ? (
        <img src={episode.thumbnailUrl} alt="" loading={priority ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <span className="episode-card__placeholder" aria-hidden="true" />
      )}
      <span className="episode-card__play" aria-hidden="true">
        <PlayIcon />
      </span>
    </button>
  );
}

export interface EpisodeCardProps {
  episode: PublicEpisode | PublicEpisodeDetail;
  /** Start expanded (the standalone preview uses it). */
  defaultExpanded?: boolean;
  /** Controlled expansion: the grid orders its cards by it (grid-order.ts). Absent: the card keeps its own. */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * `page`: the episode's own page (/episodes/{id}). The card is the page: its title is the page's
   * heading, it shows the show notes and the guest, and Close Video only stops the player, leaving
   * every detail where it was.
   */
  variant?: 'grid' | 'page';
}

/**
 * An episode in the grid (spec §2 "Episode card"): collapsed it shows the thumbnail with a play
 * overlay, duration, VIDEO and number badges, title, a 3-line description and the guest; the
 * thumbnail or Watch Video expands it into the inline player and records a play; Close Video folds it.
 */
export default function EpisodeCard({ episode, defaultExpanded = false, variant = 'grid', expanded: controlled, onExpandedChange }: EpisodeCardProps) {
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const expanded = controlled ?? ownExpanded;
  const setExpanded = (next: boolean) => {
    setOwnExpanded(next);
    onExpandedChange?.(next);
  };
  // Opening or closing replaces the button that was pressed: the focus goes to its counterpart
  // (Close Video, then Watch Video), not back to the top of the page.
  const focusAfterToggle = useRef(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const watchButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    (expanded ? closeButton : watchButton).current?.focus({ preventScroll: true });
  }, [expanded]);
  const recordPlay = useRecordPlay();
  const page = variant === 'page';
  const player = useRef<VideoPlayerHandle>(null);
  // A time clicked while the player is closed (or still loading): played from once playback starts.
  const pendingStart = useRef<number | null>(null);
  // The page has the episode's detail: its chapters and captions go to the player (a grid card's player asks the API).
  const detail = page && 'chapters' in episode ? episode : undefined;

  const watch = () => {
    focusAfterToggle.current = true;
    setExpanded(true);
    recordPlay.mutate(episode.id);
  };
  /** The page's chapter and transcript times: the player plays from there (opened again if it was closed). */
  const playFrom = (seconds: number) => {
    const handle = player.current;
    if (expanded && handle) {
      handle.seek(seconds);
      void handle.play();
      handle.video()?.scrollIntoView({ block: 'nearest' });
      return;
    }
    pendingStart.current = seconds;
    if (!expanded) watch();
  };
  const wideSizes = page ? PAGE_ARTWORK_SIZES : WIDE_ARTWORK_SIZES;
  const cover = episode.artwork ? <ArtworkPicture image={episode.artwork} sizes={wideSizes} priority={page} /> : undefined;

  if (expanded || page) {
    return (
      <article
        className={`episode-card episode-card--expanded${page ? ' episode-card--page' : ''}`}
        data-testid="episode-card"
        data-expanded={String(expanded)}
        aria-label={`Episode ${episode.episodeNumber}: ${episode.title}`}
      >
        <div className="episode-card__expanded-head">
          <span className="badge badge--gold">Episode #{episode.episodeNumber}</span>
          {expanded && (
            <button
              ref={closeButton}
              type="button"
              className="button button--ghost"
              onClick={() => {
                focusAfterToggle.current = !page;
                setExpanded(false);
              }}
            >
              Close Video
            </button>
          )}
        </div>
        {expanded ? (
          <VideoPlayer
            ref={player}
            episodeId={episode.id}
            title={episode.title}
            poster={episode.artwork ? undefined : episode.thumbnailUrl}
            cover={cover}
            autoPlay
            chapters={detail?.chapters}
            captions={detail && (detail.transcript ? { src: detail.transcript.vttUrl, language: detail.transcript.language } : null)}
            onStart={() => {
              if (pendingStart.current === null) return;
              player.current?.seek(pendingStart.current);
              player.current?.video()?.scrollIntoView({ block: 'nearest' });
              pendingStart.current = null;
            }}
          />
        ) : (
          <div className="episode-card__stage">
            <Thumbnail episode={episode} sizes={wideSizes} priority onPlay={watch} />
          </div>
        )}
        <div className="episode-card__details">
          {page ? (
            <h1 className="episode-card__title episode-card__title--page">{episode.title}</h1>
          ) : (
            <h3 className="episode-card__title">
              <EpisodeLink episode={episode} />
            </h3>
          )}
          <p className="episode-card__description episode-card__description--full">{episode.description}</p>
          {episode.guestName && !(page && 'guest' in episode && episode.guest) && <p className="episode-card__guest">Guest: {episode.guestName}</p>}
          <p className="episode-card__published">Published {formatPublishedDate(episode.publishedAt, 'Not specified')}</p>
          <CopyLinkButton episode={episode} />
          {page && (
            <Suspense fallback={null}>
              <EpisodeDetails episode={episode} onPlayFrom={playFrom} />
            </Suspense>
          )}
        </div>
      </article>
    );
  }

  return (
    <article className="episode-card" data-testid="episode-card" data-expanded="false" aria-label={`Episode ${episode.episodeNumber}: ${episode.title}`}>
      {/* The badges sit over the thumbnail but outside its button: a button's visible text must be part
          of its name (WCAG 2.5.3, axe label-content-name-mismatch), and "VIDEO#7 45:30" is no name. */}
      <div style={{ position: 'relative' }}>
        <Thumbnail episode={episode} sizes={CARD_ARTWORK_SIZES} onPlay={watch} />
        <span className="badge badge--dark episode-card__video-badge" style={{ pointerEvents: 'none' }}>
          VIDEO
        </span>
        <span className="badge badge--gold episode-card__number" style={{ pointerEvents: 'none' }}>
          #{episode.episodeNumber}
        </span>
        {episode.duration && (
          <span className="badge badge--dark episode-card__duration" style={{ pointerEvents: 'none' }}>
            {episode.duration}
          </span>
        )}
      </div>
      <div className="episode-card__body">
        <h3 className="episode-card__title">
          <EpisodeLink episode={episode} />
        </h3>
        <p className="episode-card__description">{episode.description}</p>
        {episode.guestName && <p className="episode-card__guest">{episode.guestName}</p>}
        <button ref={watchButton} type="button" className="button button--gold episode-card__watch" onClick={watch}>
          <PlayIcon /> Watch Video
        </button>
        <CopyLinkButton episode={episode} />
      </div>
    </article>
  );
}
