const { createAppConfig } = require('@podcast/build-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_bookings',
  devPort: 3011,
  publicPath: 'auto',
  title: 'Outreach & Bookings',
  exposes: { './BookingsPage': './src/bookings-page.tsx' },
});
