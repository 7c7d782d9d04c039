import { ApiProperty } from '@nestjs/swagger';
import type { EnvironmentVariables } from '../../config/app-config';
import { FEED_PATHS } from './show-settings';

const link = (description: string) => ({ type: String, nullable: true, description: `${description} (null when unset)` });

/** The footer's social buttons: SOCIAL_*_URL. */
export class SocialLinksDto {
  @ApiProperty(link('SOCIAL_X_URL'))
  x!: string | null;

  @ApiProperty(link('SOCIAL_LINKEDIN_URL'))
  linkedin!: string | null;

  @ApiProperty(link('SOCIAL_YOUTUBE_URL'))
  youtube!: string | null;
}

/** Where to follow the show: the podcast apps (FOLLOW_*_URL) and the two feeds, always. */
export class FollowLinksDto {
  @ApiProperty(link('FOLLOW_APPLE_PODCASTS_URL'))
  applePodcasts!: string | null;

  @ApiProperty(link('FOLLOW_SPOTIFY_URL'))
  spotify!: string | null;

  @ApiProperty(link('FOLLOW_YOUTUBE_URL'))
  youtube!: string | null;

  @ApiProperty({ description: 'The video feed (same-origin path)', example: FEED_PATHS.video })
  rss!: string;

  @ApiProperty({ description: 'The audio-only feed (same-origin path)', example: FEED_PATHS.audio })
  rssAudio!: string;
}

/** GET /config/site.json: the public site's runtime settings, changed without a rebuild. */
export class SiteConfigDto {
  @ApiProperty({ type: SocialLinksDto })
  social!: SocialLinksDto;

  @ApiProperty({ type: FollowLinksDto })
  follow!: FollowLinksDto;
}

export function mapSiteConfig(config: EnvironmentVariables): SiteConfigDto {
  return {
    social: { x: config.SOCIAL_X_URL ?? null, linkedin: config.SOCIAL_LINKEDIN_URL ?? null, youtube: config.SOCIAL_YOUTUBE_URL ?? null },
    follow: {
      applePodcasts: config.FOLLOW_APPLE_PODCASTS_URL ?? null,
      spotify: config.FOLLOW_SPOTIFY_URL ?? null,
      youtube: config.FOLLOW_YOUTUBE_URL ?? null,
      rss: FEED_PATHS.video,
      rssAudio: FEED_PATHS.audio,
    },
  };
}
