// The one federation sharing policy for every app (host or remote). Each shared package is a
// singleton. It is provided at the version the monorepo's lock file installed, and required at the
// range the app declares in its own package.json (docs/micro-frontends.md, "Versioning and
// compatibility"): a remote's mf-manifest.json thus states what it needs of every singleton, and a
// host that cannot satisfy it shows the error card instead of running the remote.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

function installedVersion(pkg) {
  // Read from node_modules rather than require.resolve: web-kit's "exports" do not list package.json.
  return require(path.join(root, 'node_modules', pkg, 'package.json')).version;
}

const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', '@tanstack/react-query'];
const WEB_KIT = '@podcast/web-kit';

/** The range `dir`'s package.json declares for `pkg`, or ^installed when it declares none. */
function requiredRange(dependencies, pkg, version) {
  const declared = dependencies[pkg];
  return typeof declared === 'string' && /^[~^]?\d/.test(declared) ? declared : `^${version}`;
}

/**
 * @param {{ antd?: boolean, dir?: string }} options  public-site never loads antd (see DESIGN.md); it
 *   does not share it either, so nothing can pull antd into a public page. `dir` is the app's folder,
 *   whose package.json gives the required ranges.
 */
function sharedPolicy({ antd = true, dir } = {}) {
  const dependencies = dir ? (require(path.join(dir, 'package.json')).dependencies ?? {}) : {};
  const singleton = (pkg, extra = {}) => {
    const version = installedVersion(pkg);
    return { singleton: true, version, requiredVersion: requiredRange(dependencies, pkg, version), ...extra };
  };
  const shared = {};
  for (const pkg of SINGLETONS) shared[pkg] = singleton(pkg);
  if (antd) {
    // The admin's antd subset (antd-admin.js), shared under the name `antd` at antd's own version.
    shared.antd = singleton('antd', { import: path.join(__dirname, 'antd-admin.js') });
    // @ant-design/icons is deliberately not shared: a shared module cannot be tree-shaken, and the
    // whole icon set is ~185 kB gzip on the admin's first load (issue 18). Each app bundles the few
    // icons it imports; icons are stateless (antd's own icons live inside the shared antd chunk).
    // web-kit/admin is part of web-kit: same version, same range.
    shared[`${WEB_KIT}/admin`] = singleton(WEB_KIT);
  }
  shared[WEB_KIT] = singleton(WEB_KIT);
  return shared;
}

module.exports = { sharedPolicy, SINGLETONS };
