const { createAppConfig } = require('@podcast/build-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'admin_shell',
  devPort: 3002,
  publicPath: '/admin/',
  title: 'Admin Dashboard',
});
