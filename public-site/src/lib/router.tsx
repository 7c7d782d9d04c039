/**
 * A minimal history router for the public site's five pages. react-router 7, shared as a federation
 * singleton, cannot be tree-shaken and weighs ~59 kB gzip on its own: more than a third of the
 * home page's JavaScript budget (docs/performance.md, "Web"). The public pages need only this:
 * the current path and hash, navigation, links, and a click handler that turns same-origin <a>
 * clicks anywhere on the page (federated components included) into client-side navigation, for the
 * paths the site owns only: a link to anything else the server serves (/feed.xml, /sitemap.xml,
 * /podcast/…, /media/…, an unknown path and its 404) is the browser's to load (issue 16).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

export interface SiteLocation {
  pathname: string;
  hash: string;
}

interface RouterValue {
  location: SiteLocation;
  navigate: (to: string) => void;
}

const RouterContext = createContext<RouterValue | null>(null);

const current = (): SiteLocation => ({ pathname: window.location.pathname, hash: window.location.hash });

/** Whether a path is one of the site's own pages (the router renders it); anything else loads normally. */
export type OwnsPath = (pathname: string) => boolean;

/** A same-origin link to one of the site's pages that the router should handle itself (not a new tab, a download or another site). */
export function routableHref(
  anchor: HTMLAnchorElement,
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean },
  owns: OwnsPath,
): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  if (!href || (href.startsWith('#') && anchor.pathname === window.location.pathname)) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !owns(routePath(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function SiteRouter({ owns, children }: { owns: OwnsPath; children: ReactNode }) {
  const [location, setLocation] = useState(current);

  const navigate = useCallback((to: string) => {
    const url = new URL(to, window.location.href);
    if (url.pathname + url.search + url.hash !== window.location.pathname + window.location.search + window.location.hash) {
      window.history.pushState({}, '', url);
    }
    setLocation({ pathname: url.pathname, hash: url.hash });
  }, []);

  useEffect(() => {
    const onPop = () => setLocation(current());
    const onClick = (event: globalThis.MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = routableHref(anchor, event, owns);
      if (!to) return;
      event.preventDefault();
      navigate(to);
    };
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick);
    };
  }, [navigate, owns]);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('SiteRouter is missing');
  return value;
}

export const useLocation = (): SiteLocation => useRouter().location;
export const useNavigate = (): ((to: string) => void) => useRouter().navigate;

/** A plain anchor: the router's document click handler navigates without a reload. */
export function Link({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...props} />;
}

/** A header link marked aria-current="page" (and .active) on its own page. */
export function NavLink({
  to,
  className,
  onClick,
  children,
}: {
  to: string;
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  const active = useLocation().pathname === to;
  return (
    <a href={to} className={`${className ?? ''}${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {children}
    </a>
  );
}

/** Normalizes a trailing slash, as the server's PUBLIC_PAGE_PATTERNS do. */
export function routePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
