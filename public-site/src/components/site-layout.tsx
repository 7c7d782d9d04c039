import { useEffect, type ReactNode } from 'react';
import { useLocation } from '../lib/router';
import { keepSectionInView } from '../lib/scroll';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ToastProvider } from './toast';

/** Header, page and footer; a #hash in the address scrolls to its section once the page is there. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    // Without a hash the header and footer links scroll smoothly to the top themselves (spec §2).
    if (!hash) return;
    return keepSectionInView(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash]);

  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter />
    </ToastProvider>
  );
}
