import { RemoteSlot } from '@podcast/web-kit';
import { RemoteIncompatibleError, remoteLoader } from '@podcast/web-kit/federation';
import type { EpisodeGridProps } from './episode-types';
import { afterRegistration } from './remotes-ready';

const loadEpisodeGrid = afterRegistration(remoteLoader<EpisodeGridProps>('mfe_episodes/EpisodeGrid'));

/** The same six pulsing cards the grid shows while its data loads, while its code loads. */
function GridPlaceholder() {
  return (
    <div className="episode-placeholder-grid" role="status" aria-label="Loading episodes">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="episode-placeholder" />
      ))}
    </div>
  );
}

/** The episode grid exposed by mfe-episodes, with a plain (antd-free) error card and retry. */
export function RemoteEpisodeGrid({ layout }: EpisodeGridProps) {
  return (
    <RemoteSlot
      name="mfe_episodes/EpisodeGrid"
      load={loadEpisodeGrid}
      props={{ layout }}
      loading={<GridPlaceholder />}
      renderError={(retry, error) => (
        <div className="remote-error" role="alert">
          <p>Episodes could not be loaded right now.</p>
          {error instanceof RemoteIncompatibleError && <p>{error.message}.</p>}
          <button type="button" className="button button--gold" onClick={retry}>
            Retry
          </button>
        </div>
      )}
    />
  );
}
