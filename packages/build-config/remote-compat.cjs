// Whether a host can run a remote: for every singleton the host provides, its version must satisfy
// the range the remote's mf-manifest.json requires (docs/micro-frontends.md, "Versioning and
// compatibility"). One implementation for every place that checks before the browser does: CI and
// `npm test -w <remote>` on the build output (scripts/check-remote-compat.mjs) and `npm run release`
// on the remote's published manifest (api/src/modules/releases). The matcher is the federation
// runtime's own `satisfy`, the one the hosts use in the browser (web-kit federation.ts).

/** Which host loads which remotes, by folder (DESIGN.md "Federation"). */
const HOSTS = {
  'admin-shell': ['mfe-bookings', 'mfe-automation', 'mfe-editing', 'mfe-episodes'],
  'public-site': ['mfe-episodes'],
};

/** The hosts that load `remote` (a folder name such as mfe-bookings). */
function hostsOf(remote, hosts = HOSTS) {
  return Object.keys(hosts).filter((host) => hosts[host].includes(remote));
}

/**
 * The remote's shared requirements that the host does not meet: a range its version does not
 * satisfy, or a singleton the host provides that the remote shares without a range (every singleton
 * must declare one). A package the host does not share is no conflict: the remote runs its own copy.
 */
function unmetRequirements(hostManifest, remoteManifest) {
  // Loaded on first use: a release that is not checked (list, rollback) does not need the runtime.
  const { satisfy } = require('@module-federation/enhanced/runtime');
  const provided = new Map((hostManifest.shared ?? []).map((share) => [share.name, share.version]));
  const unmet = [];
  let checked = 0;
  for (const { name, requiredVersion } of remoteManifest.shared ?? []) {
    const version = provided.get(name);
    if (!version) continue;
    checked += 1;
    if (!requiredVersion || !satisfy(version, requiredVersion)) {
      unmet.push({ name, required: requiredVersion || null, provided: version });
    }
  }
  return { checked, unmet };
}

/**
 * One line for an unmet requirement, the same wherever it is checked, e.g.
 * "admin-shell → mfe_bookings: needs antd ^7.0.0; admin-shell provides 6.1.0".
 */
function describeUnmet(host, remoteName, { name, required, provided }) {
  return required
    ? `${host} → ${remoteName}: needs ${name} ${required}; ${host} provides ${provided}`
    : `${host} → ${remoteName}: ${name} has no required range (every singleton must declare one); ${host} provides ${provided}`;
}

module.exports = { HOSTS, hostsOf, unmetRequirements, describeUnmet };
