import { RemoteSlot } from '@podcast/web-kit';
import { remoteLoader } from '@podcast/web-kit/federation';
import { routePath, useLocation } from '../lib/router';
import type { ReviewPageProps } from '../remotes/episode-types';
import { afterRegistration } from '../remotes/remotes-ready';

/** /review/{token}: a guest's review of one version of an episode (issue 35; the page is mfe-episodes'). */
export const REVIEW_PAGE_PATH = /^\/review\/([A-Za-z0-9_-]{1,200})$/;

const loadReviewPage = afterRegistration(remoteLoader<ReviewPageProps>('mfe_episodes/ReviewPage'));

export function ReviewPage() {
  const token = REVIEW_PAGE_PATH.exec(routePath(useLocation().pathname))?.[1] ?? '';
  return (
    <RemoteSlot
      name="mfe_episodes/ReviewPage"
      load={loadReviewPage}
      props={{ token }}
      loading={
        <div className="page" role="status">
          <p>Loading the review...</p>
        </div>
      }
      renderError={(retry) => (
        <div className="page">
          <div className="remote-error" role="alert">
            <p>The review could not be loaded right now.</p>
            <button type="button" className="button button--gold" onClick={retry}>
              Retry
            </button>
          </div>
        </div>
      )}
    />
  );
}
