const { createAppConfig } = require('@podcast/build-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'public_site',
  devPort: 3001,
  publicPath: '/',
  title: 'Learn from the best, sell to the rest',
  antd: false,
});
