// The one federation sharing policy for every app (host or remote). Each shared package is a
// singleton at the version the monorepo's single lock file resolved, so host and remotes always
// agree on one React, one router, one QueryClient, one antd theme and one web-kit.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

function installedVersion(pkg) {
  const manifest = require(require.resolve(`${pkg}/package.json`, { paths: [root] }));
  return manifest.version;
}

const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', '@tanstack/react-query'];

/**
 * @param {{ antd?: boolean }} options  public-site never loads antd (see DESIGN.md); it does not
 *   share it either, so nothing can pull antd into a public page.
 */
function sharedPolicy({ antd = true } = {}) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    shared[pkg] = { singleton: true, requiredVersion: `^${installedVersion(pkg)}` };
  }
  if (antd) {
    // The admin's antd subset (antd-admin.js), shared under the name `antd` at antd's own version.
    shared.antd = {
      singleton: true,
      import: path.join(__dirname, 'antd-admin.js'),
      version: installedVersion('antd'),
      requiredVersion: `^${installedVersion('antd')}`,
    };
    // @ant-design/icons is deliberately not shared: a shared module cannot be tree-shaken, and the
    // whole icon set is ~185 kB gzip on the admin's first load (issue 18). Each app bundles the few
    // icons it imports; icons are stateless (antd's own icons live inside the shared antd chunk).
    shared['@podcast/web-kit/admin'] = { singleton: true, requiredVersion: false, version: '1.0.0' };
  }
  shared['@podcast/web-kit'] = { singleton: true, requiredVersion: false, version: '1.0.0' };
  return shared;
}

module.exports = { sharedPolicy, SINGLETONS };
