import type { EnvironmentVariables } from '../../config/app-config';
import type { SiteValues } from './template-render';
import { withoutTrailingSlashes } from '../../common/trailing-slashes';

/** PUBLIC_URL, or the local server: the base of absolute links in mail. */
export function publicBaseUrl(config: Pick<EnvironmentVariables, 'PUBLIC_URL' | 'PORT'>): string {
  return withoutTrailingSlashes(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);
}

export function siteValues(config: Pick<EnvironmentVariables, 'PUBLIC_URL' | 'PORT' | 'PODCAST_NAME'>): SiteValues {
  return { podcastName: config.PODCAST_NAME, siteUrl: publicBaseUrl(config) };
}
