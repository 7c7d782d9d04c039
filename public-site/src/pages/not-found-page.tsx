import { Link } from '../lib/router';
import { usePageMeta } from '../lib/page-meta';

export function NotFoundPage() {
  usePageMeta('404 Page Not Found | Learn from the Best', 'The page you were looking for does not exist. Browse our episodes or head back to the home page.');
  return (
    <div className="page page--center">
      <h1>404 Page Not Found</h1>
      <p className="page__lead">This page does not exist, or it has moved. The interviews are still where you left them.</p>
      <div className="page__actions">
        <Link to="/" className="button button--gold">
          Back to Home
        </Link>
        <Link to="/episodes" className="button button--outline">
          Browse Episodes
        </Link>
      </div>
    </div>
  );
}
