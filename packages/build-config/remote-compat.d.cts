/** One entry of `shared` in an mf-manifest.json (the fields the check reads). */
export interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false | null;
}

/** The part of an mf-manifest.json the check reads. */
export interface FederationManifest {
  name?: unknown;
  shared?: SharedEntry[];
}

/** A singleton the host provides at a version outside the range the remote requires (null: no range declared). */
export interface UnmetRequirement {
  name: string;
  required: string | null;
  provided: string;
}

export declare const HOSTS: Readonly<Record<string, readonly string[]>>;
export declare function hostsOf(remote: string, hosts?: Readonly<Record<string, readonly string[]>>): string[];
export declare function unmetRequirements(hostManifest: FederationManifest, remoteManifest: FederationManifest): { checked: number; unmet: UnmetRequirement[] };
export declare function describeUnmet(host: string, remoteName: string, unmet: UnmetRequirement): string;
