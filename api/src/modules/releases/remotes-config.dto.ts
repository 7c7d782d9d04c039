import { ApiProperty } from '@nestjs/swagger';
import { REMOTES, type RemoteBases } from '../../web/web-apps';

/** A remote's federation name (`mfe_bookings`): the key hosts register it under. */
export type FederationName = (typeof REMOTES)[number]['federationName'];

const manifestExample = (folder: string) => `/mfe/${folder}/mf-manifest.json`;

/**
 * GET /config/remotes.json: where each remote's mf-manifest.json is for this page load (the release
 * record over the MFE_*_URL defaults). `implements` keeps it in step with REMOTES: a remote added
 * there fails the build here until it has its property.
 */
export class RemotesConfigDto implements Record<FederationName, string> {
  @ApiProperty({ description: "URL of mfe-bookings' mf-manifest.json (same-origin path or absolute URL)", example: manifestExample('bookings') })
  mfe_bookings!: string;

  @ApiProperty({ description: "URL of mfe-automation's mf-manifest.json", example: manifestExample('automation') })
  mfe_automation!: string;

  @ApiProperty({ description: "URL of mfe-editing's mf-manifest.json", example: manifestExample('editing') })
  mfe_editing!: string;

  @ApiProperty({ description: "URL of mfe-episodes' mf-manifest.json", example: manifestExample('episodes') })
  mfe_episodes!: string;
}

/** The manifest URL of every remote, under its federation name. */
export function mapRemotesConfig(bases: RemoteBases): RemotesConfigDto {
  // fromEntries types its keys as string; REMOTES holds exactly one entry per FederationName.
  return Object.fromEntries(REMOTES.map((remote) => [remote.federationName, `${bases[remote.key]}mf-manifest.json`])) as Record<FederationName, string>;
}
