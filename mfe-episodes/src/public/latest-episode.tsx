import { ArtworkPicture } from '@podcast/web-kit';
import { EpisodeLink } from './episode-card';
import type { PublicEpisode } from './public-episode';
import { useRecordPlay } from './public-episode-queries';
import VideoPlayer from './video-player';

/** The player's width: three fifths of the 1,200 px frame beside the text from 960 px, the full width below. */
const LATEST_ARTWORK_SIZES = '(min-width: 1232px) 688px, (min-width: 960px) calc(60vw - 32px), calc(100vw - 32px)';

/** Home's Latest Episode (spec §2): the newest episode with a "New Episode" badge and an inline player. */
export function LatestEpisode({ episode }: { episode: PublicEpisode }) {
  const recordPlay = useRecordPlay();
  return (
    <section className="latest-episode" aria-labelledby="latest-episode-heading" data-testid="latest-episode">
      <h2 id="latest-episode-heading" className="section-heading">
        Latest Episode
      </h2>
      <div className="latest-episode__layout">
        <div className="latest-episode__player">
          <VideoPlayer
            episodeId={episode.id}
            title={episode.title}
            poster={episode.artwork ? undefined : episode.thumbnailUrl}
            cover={episode.artwork ? <ArtworkPicture image={episode.artwork} sizes={LATEST_ARTWORK_SIZES} priority /> : undefined}
            onStart={() => recordPlay.mutate(episode.id)}
          />
        </div>
        <div className="latest-episode__text">
          <div className="latest-episode__badges">
            <span className="badge badge--gold">New Episode</span>
            <span className="badge badge--outline">Episode #{episode.episodeNumber}</span>
          </div>
          <h3 className="latest-episode__title">
            <EpisodeLink episode={episode} />
          </h3>
          <p className="latest-episode__description">{episode.description}</p>
          {episode.guestName && <p className="episode-card__guest">Guest: {episode.guestName}</p>}
        </div>
      </div>
    </section>
  );
}
