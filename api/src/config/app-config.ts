import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateIf, validateSync } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/**
 * Every setting, read once from the environment at start and validated; a bad value stops the start
 * with a message naming the variable. Names are fixed by DESIGN.md; README and .env.example list them.
 */
export class EnvironmentVariables {
  @Transform(toInt) @IsInt() @Min(0) @Max(65535)
  PORT = 3000;

  @IsString()
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/podcast';

  @IsString()
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key this app writes (Bull queues); tests give each run its own. */
  @IsString()
  REDIS_PREFIX = 'podcast';

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  SESSION_SECRET?: string;

  /** Where generated secrets (session secret, media signing key) are kept between starts. */
  @IsString()
  DATA_DIR = './data';

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  ADMIN_EMAIL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  ADMIN_PASSWORD?: string;

  @IsString()
  STORAGE_DIR = './data/media';

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  S3_BUCKET?: string;

  @Transform(emptyToUndefined) @ValidateIf((env: EnvironmentVariables) => Boolean(env.S3_BUCKET)) @IsString()
  S3_REGION?: string = 'us-east-1';

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  S3_ENDPOINT?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBool) @IsOptional() @IsBoolean()
  S3_FORCE_PATH_STYLE?: boolean;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  SMTP_HOST?: string;

  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(65535)
  SMTP_PORT?: number;

  @Transform(toBool) @IsOptional() @IsBoolean()
  SMTP_SECURE?: boolean;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  SMTP_USER?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  SMTP_PASS?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  MAIL_FROM?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  GMAIL_USER?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  GMAIL_APP_PASSWORD?: string;

  @IsString()
  FFMPEG_PATH = 'ffmpeg';

  @IsString()
  FFPROBE_PATH = 'ffprobe';

  @IsIn(['inline', 'off'])
  WORKER: 'inline' | 'off' = 'inline';

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  MFE_BOOKINGS_URL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  MFE_AUTOMATION_URL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  MFE_EDITING_URL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  MFE_EPISODES_URL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  PUBLIC_URL?: string;

  @Transform(toBool) @IsOptional() @IsBoolean()
  TRUST_PROXY?: boolean;

  /** Folder holding the front-end builds (each app's dist); defaults to the monorepo root. */
  @Transform(emptyToUndefined) @IsOptional() @IsString()
  WEB_ROOT?: string;

  @IsIn(['error', 'warn', 'log', 'debug', 'verbose'])
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';
}

export class ConfigError extends Error {}

/** Reads and validates settings; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): EnvironmentVariables {
  const config = plainToInstance(EnvironmentVariables, { ...env }, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((error) => `  ${error.property}=${JSON.stringify(env[error.property] ?? '')}: ${Object.values(error.constraints ?? {}).join('; ')}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
