import { RemoteSlot } from '@podcast/web-kit';
import { remoteLoader } from '@podcast/web-kit/federation';

const loadEpisodeGrid = remoteLoader<object>('mfe_episodes/EpisodeGrid');

/** The episode grid exposed by mfe-episodes, with a plain (antd-free) error card and retry. */
export function RemoteEpisodeGrid() {
  return (
    <RemoteSlot
      name="mfe_episodes/EpisodeGrid"
      load={loadEpisodeGrid}
      props={{}}
      loading={<p>Loading episodes...</p>}
      renderError={(retry) => (
        <div className="remote-error" role="alert">
          <p>Episodes could not be loaded right now.</p>
          <button type="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
    />
  );
}
