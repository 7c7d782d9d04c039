import logoUrl from '@podcast/build-config/favicon.svg';
import { SITE_NAME } from '../lib/page-meta';

/** The logo mark with the wordmark (hidden on narrow screens by CSS). */
export function BrandLogo({ size = 36, showName = true }: { size?: number; showName?: boolean }) {
  return (
    <span className="brand-logo">
      <img src={logoUrl} alt="" width={size} height={size} />
      {showName && <span className="brand-logo__name">{SITE_NAME}</span>}
    </span>
  );
}
