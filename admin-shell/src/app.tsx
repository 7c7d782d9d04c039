import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@podcast/web-kit';
import { AdminProviders } from '@podcast/web-kit/admin';
import { BrowserRouter } from 'react-router-dom';
import { AdminRoutes } from './routing/admin-routes';
import { RecentCheckPrompt } from './account/recent-check-prompt';

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminProviders>
        <BrowserRouter>
          <AdminRoutes />
        </BrowserRouter>
        <RecentCheckPrompt />
      </AdminProviders>
    </QueryClientProvider>
  );
}
