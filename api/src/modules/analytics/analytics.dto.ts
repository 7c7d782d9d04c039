import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import { toInteger } from '../../common/paged-query';

export const ANALYTICS_DEFAULT_DAYS = 90;
export const ANALYTICS_MAX_DAYS = 366;

export const ANALYTICS_MESSAGES = {
  days: `days must be a whole number from 1 to ${ANALYTICS_MAX_DAYS}`,
} as const;

/** GET /api/admin/analytics?days: the window, in UTC days ending today. */
export class AnalyticsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: ANALYTICS_MAX_DAYS, default: ANALYTICS_DEFAULT_DAYS, description: 'UTC days ending today' })
  @OptionalField()
  @Transform(toInteger)
  @IsInt({ message: ANALYTICS_MESSAGES.days })
  @Min(1, { message: ANALYTICS_MESSAGES.days })
  @Max(ANALYTICS_MAX_DAYS, { message: ANALYTICS_MESSAGES.days })
  days?: number;
}

export class AnalyticsDayDto {
  @ApiProperty({ example: '2026-11-25', description: 'UTC day' })
  day: string;

  @ApiProperty({ description: 'Listeners who played an episode on the site that day (each counted once per episode)' })
  plays: number;

  @ApiProperty({ description: 'Listeners who downloaded an enclosure that day (IAB v2: bots and probes excluded, once per episode)' })
  downloads: number;
}

export class AnalyticsTotalsDto {
  @ApiProperty()
  plays: number;

  @ApiProperty()
  downloads: number;
}

export class AnalyticsEpisodeDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  plays: number;

  @ApiProperty()
  downloads: number;
}

export class AnalyticsAppDto {
  @ApiProperty({ example: 'Apple Podcasts', description: 'Apple Podcasts, Spotify, Overcast, Pocket Casts, Castro, …, Browser or Other' })
  name: string;

  @ApiProperty()
  plays: number;

  @ApiProperty()
  downloads: number;
}

/** The Analytics screen: the show over the window. */
export class AnalyticsReportDto {
  @ApiProperty({ description: 'First UTC day of the window' })
  from: string;

  @ApiProperty({ description: 'Last UTC day of the window (today)' })
  to: string;

  @ApiProperty({ type: AnalyticsDayDto, isArray: true, description: 'Every day of the window, oldest first' })
  days: AnalyticsDayDto[];

  @ApiProperty({ type: AnalyticsTotalsDto })
  totals: AnalyticsTotalsDto;

  @ApiProperty({ type: AnalyticsEpisodeDto, isArray: true, description: 'The ten episodes with most plays and downloads together' })
  topEpisodes: AnalyticsEpisodeDto[];

  @ApiProperty({ type: AnalyticsAppDto, isArray: true, description: 'The apps listeners use, most first' })
  apps: AnalyticsAppDto[];
}

export class AnalyticsEpisodeRefDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  title: string;
}

/** One episode over the window. */
export class EpisodeAnalyticsDto {
  @ApiProperty({ type: AnalyticsEpisodeRefDto })
  episode: AnalyticsEpisodeRefDto;

  @ApiProperty()
  from: string;

  @ApiProperty()
  to: string;

  @ApiProperty({ type: AnalyticsDayDto, isArray: true })
  days: AnalyticsDayDto[];

  @ApiProperty({ type: AnalyticsTotalsDto })
  totals: AnalyticsTotalsDto;

  @ApiProperty({ type: AnalyticsAppDto, isArray: true })
  apps: AnalyticsAppDto[];
}
