import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../query-client';
import { AdminProviders } from './admin-providers';
import { StandaloneLoginGate } from './standalone-login';

export interface StandaloneRoute {
  path: string;
  Component: ComponentType;
}

/**
 * Mounts a remote's screens on their own page for development (`npm run dev -w <remote>`): its own
 * router, query client, theme and a login gate, the way the shell would provide them.
 */
export function mountStandalone(routes: StandaloneRoute[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const queryClient = createQueryClient();
  createRoot(container).render(
    <QueryClientProvider client={queryClient}>
      <AdminProviders>
        <BrowserRouter>
          <StandaloneLoginGate>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<Navigate to={routes[0]?.path ?? '/'} replace />} />
            </Routes>
          </StandaloneLoginGate>
        </BrowserRouter>
      </AdminProviders>
    </QueryClientProvider>,
  );
}
