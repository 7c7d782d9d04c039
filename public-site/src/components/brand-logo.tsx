import { SITE_NAME } from '../lib/page-meta';

/** The site's favicon at the root, the same file the static HTML shell shows (public-site/index.html). */
const LOGO_URL = '/favicon.svg';

/** The logo mark with the wordmark (hidden on narrow screens by CSS). */
export function BrandLogo({ size = 36, showName = true }: { size?: number; showName?: boolean }) {
  return (
    <span className="brand-logo">
      <img src={LOGO_URL} alt="" width={size} height={size} />
      {showName && <span className="brand-logo__name">{SITE_NAME}</span>}
    </span>
  );
}
