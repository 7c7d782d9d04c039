import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@podcast/web-kit';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SiteLayout } from './components/site-layout';
import { AboutPage } from './pages/about-page';
import { EpisodesPage } from './pages/episodes-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { TermsOfServicePage } from './pages/terms-of-service-page';

const queryClient = createQueryClient();

/** The public routes of spec §2 (the server answers 404 for any other path: PUBLIC_PAGE_PATTERNS). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="/" element={<HomePage />} />
            <Route path="/episodes" element={<EpisodesPage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
            <Route path="/terms-of-service" element={<TermsOfServicePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
