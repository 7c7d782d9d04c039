const { createAppConfig } = require('@podcast/build-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_episodes',
  devPort: 3014,
  publicPath: 'auto',
  title: 'Episodes',
  exposes: {
    './ManageEpisodes': './src/admin/manage-episodes.tsx',
    './EpisodeDetail': './src/admin/episode-detail.tsx',
    './Analytics': './src/admin/analytics/analytics-screen.tsx',
    './EpisodeCard': './src/public/episode-card.tsx',
    './EpisodeGrid': './src/public/episode-grid.tsx',
    './VideoPlayer': './src/public/video-player.tsx',
    './ReviewPage': './src/review/review-page.tsx',
  },
});
