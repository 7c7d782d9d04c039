const path = require('node:path');
const rspack = require('@rspack/core');
const { createAppConfig } = require('@podcast/build-config');

const base = createAppConfig({
  dir: __dirname,
  name: 'public_site',
  devPort: 3001,
  publicPath: '/',
  title: 'Learn from the best, sell to the rest',
  antd: false,
});

// public/ is copied as is: config/site.json is the default runtime site configuration (no social
// links) until the server renders its own from SOCIAL_*_URL at the same path.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public'), to: '.' }] }));
  return config;
};
