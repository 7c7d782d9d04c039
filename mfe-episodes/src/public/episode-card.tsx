import { useState } from 'react';
import type { PublicEpisode } from './public-episode';
import { useRecordPlay } from './public-episode-queries';
import { PlayIcon } from './player-icons';
import VideoPlayer from './video-player';
import { formatPublishedDate } from './published-date';
import './episodes.css';

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

export interface EpisodeCardProps {
  episode: PublicEpisode;
  /** Start expanded (the standalone preview uses it). */
  defaultExpanded?: boolean;
}

/**
 * An episode in the grid (spec §2 "Episode card"): collapsed it shows the thumbnail with a play
 * overlay, duration, VIDEO and number badges, title, a 3-line description and the guest; the
 * thumbnail or Watch Video expands it into the inline player and records a play; Close Video folds it.
 */
export default function EpisodeCard({ episode, defaultExpanded = false }: EpisodeCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const recordPlay = useRecordPlay();

  const watch = () => {
    setExpanded(true);
    recordPlay.mutate(episode.id);
  };

  if (expanded) {
    return (
      <article
        className="episode-card episode-card--expanded"
        data-testid="episode-card"
        data-expanded="true"
        aria-label={`Episode ${episode.episodeNumber}: ${episode.title}`}
      >
        <div className="episode-card__expanded-head">
          <span className="badge badge--gold">Episode #{episode.episodeNumber}</span>
          <button type="button" className="button button--ghost" onClick={() => setExpanded(false)}>
            Close Video
          </button>
        </div>
        <VideoPlayer episodeId={episode.id} title={episode.title} poster={episode.thumbnailUrl} autoPlay />
        <div className="episode-card__details">
          <h3 className="episode-card__title">{episode.title}</h3>
          <p className="episode-card__description episode-card__description--full">{episode.description}</p>
          {episode.guestName && <p className="episode-card__guest">Guest: {episode.guestName}</p>}
          <p className="episode-card__published">Published {formatPublishedDate(episode.publishedAt, 'Not specified')}</p>
          <CopyLinkButton episode={episode} />
        </div>
      </article>
    );
  }

  return (
    <article className="episode-card" data-testid="episode-card" data-expanded="false" aria-label={`Episode ${episode.episodeNumber}: ${episode.title}`}>
      {/* The badges sit over the thumbnail but outside its button: a button's visible text must be part
          of its name (WCAG 2.5.3, axe label-content-name-mismatch), and "VIDEO#7 45:30" is no name. */}
      <div style={{ position: 'relative' }}>
        <button type="button" className="episode-card__thumb" onClick={watch} aria-label={`Play episode ${episode.episodeNumber}: ${episode.title}`}>
          {episode.thumbnailUrl ? (
            <img src={episode.thumbnailUrl} alt="" loading="lazy" decoding="async" />
          ) : (
            <span className="episode-card__placeholder" aria-hidden="true">
              #{episode.episodeNumber}
            </span>
          )}
          <span className="episode-card__play" aria-hidden="true">
            <PlayIcon />
          </span>
        </button>
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
        <h3 className="episode-card__title">{episode.title}</h3>
        <p className="episode-card__description">{episode.description}</p>
        {episode.guestName && <p className="episode-card__guest">{episode.guestName}</p>}
        <button type="button" className="button button--gold episode-card__watch" onClick={watch}>
          <PlayIcon /> Watch Video
        </button>
        <CopyLinkButton episode={episode} />
      </div>
    </article>
  );
}
