const { readFileSync } = require('node:fs');
const path = require('node:path');
const rspack = require('@rspack/core');
const { createAppConfig } = require('@podcast/build-config');
const hero = require('./src/pages/hero.json');

const TITLE = 'Learn from the best, sell to the rest';
const base = createAppConfig({
  dir: __dirname,
  name: 'public_site',
  devPort: 3001,
  publicPath: '/',
  title: TITLE,
  antd: false,
});

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

module.exports = (env, argv) => {
  const config = base(env, argv);

  // Our own page template: the site's CSS inline and a static shell of the header and hero, so the
  // Largest Contentful Paint does not wait for JavaScript (docs/performance.md, "Web").
  const siteCss = [require.resolve('@podcast/web-kit/brand.css'), path.join(__dirname, 'src', 'styles', 'site.css')]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  config.plugins = config.plugins.filter((plugin) => plugin?.constructor?.name !== 'HtmlRspackPlugin');
  config.plugins.push(
    new rspack.HtmlRspackPlugin({
      template: path.join(__dirname, 'index.html'),
      title: TITLE,
      chunks: ['main'],
      favicon: require.resolve('@podcast/build-config/favicon.svg'),
      templateParameters: { siteStyle: `<style>${siteCss}</style>`, heroDescription: escapeHtml(hero.description) },
    }),
  );

  // public/ is copied as is: config/site.json is the default runtime site configuration (no social
  // links) until the server renders its own from SOCIAL_*_URL at the same path.
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public'), to: '.' }] }));
  return config;
};
