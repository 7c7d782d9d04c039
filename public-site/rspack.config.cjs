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

// The brand font, Inter, self-hosted from the npm package @fontsource-variable/inter (one variable
// woff2 per script covers every weight): no font CDN. Only the latin and latin-ext faces ship; their
// @font-face rules (font-display: swap, unicode-range) are inlined with the site's CSS under the family
// name the brand token uses ('Inter'), and the latin file is preloaded (docs/public-look.md).
const INTER_DIR = path.dirname(require.resolve('@fontsource-variable/inter/package.json'));
const INTER_VERSION = require('@fontsource-variable/inter/package.json').version;
const FONT_PATH = `/fonts/inter-${INTER_VERSION}`;
const INTER_SUBSETS = ['latin-ext', 'latin'];
const INTER_PRELOAD = `${FONT_PATH}/inter-latin-wght-normal.woff2`;
function interFontFaces() {
  const css = readFileSync(path.join(INTER_DIR, 'wght.css'), 'utf8');
  const faces = [...css.matchAll(/\/\* inter-([a-z-]+)-wght-normal \*\/\s*(@font-face \{[^}]*\})/g)]
    .filter(([, subset]) => INTER_SUBSETS.includes(subset))
    .map(([, , face]) => face.replace("font-family: 'Inter Variable'", "font-family: 'Inter'").replace('url(./files/', `url(${FONT_PATH}/`));
  if (faces.length !== INTER_SUBSETS.length || !faces.every((face) => face.includes('font-display: swap'))) {
    throw new Error('@fontsource-variable/inter changed its wght.css: update interFontFaces() in public-site/rspack.config.cjs');
  }
  return faces.join('\n');
}

module.exports = (env, argv) => {
  const config = base(env, argv);

  // Our own page template: the site's CSS inline and a static shell of the header and hero, so the
  // Largest Contentful Paint does not wait for JavaScript (docs/performance.md, "Web").
  const siteCss = [require.resolve('@podcast/web-kit/brand.css'), path.join(__dirname, 'src', 'styles', 'site.css')]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const fontCss = interFontFaces();
  config.plugins = config.plugins.filter((plugin) => plugin?.constructor?.name !== 'HtmlRspackPlugin');
  config.plugins.push(
    new rspack.HtmlRspackPlugin({
      template: path.join(__dirname, 'index.html'),
      title: TITLE,
      chunks: ['main'],
      favicon: require.resolve('@podcast/build-config/favicon.svg'),
      templateParameters: {
        siteStyle: `<link rel="preload" href="${INTER_PRELOAD}" as="font" type="font/woff2" crossorigin />\n    <style>${fontCss}\n${siteCss}</style>`,
        heroDescription: escapeHtml(hero.description),
      },
    }),
  );

  // public/ is copied as is: config/site.json is the default runtime site configuration (no social
  // links) until the server renders its own from SOCIAL_*_URL at the same path.
  config.plugins.push(
    new rspack.CopyRspackPlugin({
      patterns: [
        { from: path.join(__dirname, 'public'), to: '.' },
        ...INTER_SUBSETS.map((subset) => ({
          from: path.join(INTER_DIR, 'files', `inter-${subset}-wght-normal.woff2`),
          to: `.${FONT_PATH}/[name][ext]`,
        })),
      ],
    }),
  );
  return config;
};
