import { mountStandalone } from '@podcast/web-kit/admin';
import AnalyticsScreen from './admin/analytics/analytics-screen';
import EpisodeDetail from './admin/episode-detail';
import ManageEpisodes from './admin/manage-episodes';
import PublicPreview from './public/public-preview';

mountStandalone([
  { path: '/admin/episodes', Component: ManageEpisodes },
  { path: '/admin', Component: ManageEpisodes },
  { path: '/admin/episodes/:id', Component: EpisodeDetail },
  { path: '/admin/analytics', Component: AnalyticsScreen },
  { path: '/public-preview', Component: PublicPreview },
]);
