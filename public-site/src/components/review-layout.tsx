import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';

/**
 * The frame of a guest's review page: the brand, and the page; no site navigation, newsletter or
 * footer links (the guest came for one video, and the page is not part of the public site's map).
 */
export function ReviewLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <BrandLogo />
        </div>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
    </>
  );
}
