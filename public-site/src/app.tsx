import { QueryClientProvider } from '@tanstack/react-query';
import type { SitePage } from '@podcast/contracts';
import { createQueryClient } from '@podcast/web-kit';
import { lazy, Suspense, type ComponentType } from 'react';
import { ReviewLayout } from './components/review-layout';
import { SiteLayout } from './components/site-layout';
import { routePath, SiteRouter, useLocation } from './lib/router';
import { EpisodesPage } from './pages/episodes-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

// The text pages load on demand: the home page's JavaScript budget is tight (docs/performance.md).
const AboutPage = lazy(() => import('./pages/about-page').then((module) => ({ default: module.AboutPage })));
const PrivacyPolicyPage = lazy(() => import('./pages/privacy-policy-page').then((module) => ({ default: module.PrivacyPolicyPage })));
const TermsOfServicePage = lazy(() => import('./pages/terms-of-service-page').then((module) => ({ default: module.TermsOfServicePage })));
// /episodes/{id}: an episode's shareable page; the server renders its head (docs/distribution.md).
const EpisodePage = lazy(() => import('./pages/episode-page').then((module) => ({ default: module.EpisodePage })));
const EPISODE_PAGE = /^\/episodes\/\d{1,10}$/;
// /review/{token}: a guest's review of one video (issue 35), in its own frame without the site's navigation.
const ReviewPage = lazy(() => import('./pages/review-page').then((module) => ({ default: module.ReviewPage })));
const REVIEW_PAGE = /^\/review\/[A-Za-z0-9_-]{1,200}$/;

const queryClient = createQueryClient();

/** The public routes of spec §2, one per page of contracts' SITE_PAGES (the server answers 404 for any other path). */
export const PUBLIC_ROUTES: Record<SitePage, ComponentType> = {
  '/': HomePage,
  '/episodes': EpisodesPage,
  '/about': AboutPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-of-service': TermsOfServicePage,
};

/** The paths this single-page app renders; a link anywhere else is the browser's to follow. */
const isSitePage = (path: string): path is SitePage => path in PUBLIC_ROUTES;
const ownsPath = (path: string) => isSitePage(path) || EPISODE_PAGE.test(path) || REVIEW_PAGE.test(path);

function CurrentPage() {
  const path = routePath(useLocation().pathname);
  if (REVIEW_PAGE.test(path))
    return (
      <ReviewLayout>
        <Suspense fallback={<div className="page-loading" />}>
          <ReviewPage />
        </Suspense>
      </ReviewLayout>
    );
  const Page = isSitePage(path) ? PUBLIC_ROUTES[path] : EPISODE_PAGE.test(path) ? EpisodePage : NotFoundPage;
  return (
    <SiteLayout>
      <Suspense fallback={<div className="page-loading" />}>
        <Page />
      </Suspense>
    </SiteLayout>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteRouter owns={ownsPath}>
        <CurrentPage />
      </SiteRouter>
    </QueryClientProvider>
  );
}
