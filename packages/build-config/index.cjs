// Rspack config factory shared by every front end: one TSX rule, one federation policy, one
// dev-server setup (proxying /api, /media and /config to the API so standalone apps are same-origin).
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedPolicy } = require('./shared-policy.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:3000';

/**
 * @param {object} app
 * @param {string} app.dir           the app's folder (__dirname of its rspack.config)
 * @param {string} app.name          federation name (mfe_bookings, admin_shell, ...)
 * @param {number} app.devPort       standalone dev-server port
 * @param {string} app.publicPath    where the production build is served ('/', '/admin/', 'auto')
 * @param {Record<string,string>} [app.exposes]  remote modules
 * @param {boolean} [app.antd]       whether the app shares antd (false on the public site)
 * @param {string} app.title         the standalone page's title
 */
function createAppConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isRemote = Boolean(app.exposes);
    return {
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: app.publicPath,
        uniqueName: app.name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        // An import of a name a module does not export fails the build instead of being undefined at run
        // time: the shared antd subset (antd-admin.js) relies on it.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|svg|jpe?g|webp|ico|woff2?)$/, type: 'asset/resource' },
        ],
      },
      experiments: { css: true },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title,
          chunks: ['main'],
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
        new ModuleFederationPlugin({
          name: app.name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: app.exposes,
          shared: sharedPolicy({ antd: app.antd !== false, dir: app.dir }),
          // Hosts write one too: it records the singleton versions they provide, which scripts/check-remote-compat.mjs
          // checks every remote's required ranges against (docs/micro-frontends.md).
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          shareStrategy: 'loaded-first',
          // Hosts hand their federation runtime to the remotes, so a page downloads it once instead of
          // once per remote (~18 kB gzip each). Remotes rely on it in production builds only: their
          // standalone dev pages keep their own runtime (docs/performance.md, "Web").
          experiments: isRemote ? { externalRuntime: production } : { provideExternalRuntime: true },
        }),
        // .br and .gz beside each file, served by Accept-Encoding (issue 18); dev servers compress on their own.
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      performance: {
        // Shared antd is ~436 kB gz on admin screens by design (DESIGN.md); public bundles are measured by bench:web.
        hints: false,
      },
      devServer: {
        port: app.devPort,
        // Hosts served under a path (the shell at /admin/) fall back to their own index.html.
        historyApiFallback: app.publicPath === 'auto' ? true : { index: `${app.publicPath}index.html` },
        hot: true,
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/media', '/config'], target: API_ORIGIN, changeOrigin: false }],
      },
    };
  };
}

module.exports = { createAppConfig, sharedPolicy };
