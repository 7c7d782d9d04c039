import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsUrl, IsOptional, IsString, Max, Min, MinLength, ValidateIf, validateSync } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];
const LEGACY_LOG_LEVELS: Record<string, LogLevelName> = { log: 'info', verbose: 'trace' };

/**
 * Every setting, read once from the environment at start and validated; a bad value stops the start
 * with a message naming the variable. Names are fixed by DESIGN.md; README and .env.example list them.
 */
export class EnvironmentVariables {
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/podcast';

  @IsString()
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key this app writes (Bull queues); tests give each run its own. */
  @IsString()
  REDIS_PREFIX = 'podcast';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  SESSION_SECRET?: string;

  /** Key of the HMAC signatures on media links; generated once per deployment when unset (docs/deployment.md). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MEDIA_SIGNING_KEY?: string;

  /** Where the process keeps local state (secrets of installs from before they moved to PostgreSQL). */
  @IsString()
  DATA_DIR = './data';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  ADMIN_EMAIL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  ADMIN_PASSWORD?: string;

  @IsString()
  STORAGE_DIR = './data/media';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_BUCKET?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((env: EnvironmentVariables) => Boolean(env.S3_BUCKET))
  @IsString()
  S3_REGION?: string = 'us-east-1';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_ENDPOINT?: string;

  /**
   * Where browsers and podcast apps reach the store, when that differs from S3_ENDPOINT (the address
   * the server uses, such as http://minio:9000 inside compose): presigned links are signed for it.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_PUBLIC_ENDPOINT?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  S3_FORCE_PATH_STYLE?: boolean;

  // A backup written to (or read from) s3://bucket/prefix (docs/operations.md, "Backups"): each unset
  // BACKUP_S3_* setting falls back to its S3_* counterpart, so a backup bucket of another account,
  // region or store needs only the settings that differ.
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  BACKUP_S3_ENDPOINT?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  BACKUP_S3_REGION?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  BACKUP_S3_ACCESS_KEY_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  BACKUP_S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  BACKUP_S3_FORCE_PATH_STYLE?: boolean;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  SMTP_HOST?: string;

  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(65535)
  SMTP_PORT?: number;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  SMTP_SECURE?: boolean;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  SMTP_USER?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  SMTP_PASS?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MAIL_FROM?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GMAIL_USER?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GMAIL_APP_PASSWORD?: string;

  /** With SMTP_USER set, the password goes only over TLS (STARTTLS or SMTP_SECURE) unless this is true (docs/deployment.md). */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  SMTP_ALLOW_INSECURE?: boolean = false;

  /** false accepts a self-signed certificate from the SMTP server (a private relay; never across the internet). */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  SMTP_TLS_REJECT_UNAUTHORIZED?: boolean = true;

  /** DKIM signing of outgoing mail: all three or none; the key is PEM (literal "\n" allowed for one-line env files). */
  @Transform(emptyToUndefined)
  @ValidateIf((env: EnvironmentVariables) => Boolean(env.DKIM_DOMAIN || env.DKIM_SELECTOR || env.DKIM_PRIVATE_KEY))
  @IsString()
  DKIM_DOMAIN?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((env: EnvironmentVariables) => Boolean(env.DKIM_DOMAIN || env.DKIM_SELECTOR || env.DKIM_PRIVATE_KEY))
  @IsString()
  DKIM_SELECTOR?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((env: EnvironmentVariables) => Boolean(env.DKIM_DOMAIN || env.DKIM_SELECTOR || env.DKIM_PRIVATE_KEY))
  @IsString()
  DKIM_PRIVATE_KEY?: string;

  @IsString()
  FFMPEG_PATH = 'ffmpeg';

  @IsString()
  FFPROBE_PATH = 'ffprobe';

  /**
   * Folder of the pg_dump and pg_restore that `npm run backup` and `npm run restore` run (they must be
   * of the server's major version or newer); unset, the ones on PATH.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  PG_BIN_DIR?: string;

  @IsIn(['inline', 'off'])
  WORKER: 'inline' | 'off' = 'inline';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MFE_BOOKINGS_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MFE_AUTOMATION_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MFE_EDITING_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MFE_EPISODES_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  PUBLIC_URL?: string;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  TRUST_PROXY?: boolean;

  /** An admin session's row is rewritten at most this often; the cookie still rolls on every response. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3600)
  SESSION_TOUCH_INTERVAL_SEC = 60;

  /** Folder holding the front-end builds (each app's dist); defaults to the monorepo root. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  WEB_ROOT?: string;

  /** pino's levels; Nest's `log` and `verbose` (the names before JSON logs) still work, as info and trace. */
  @Transform(({ value }: { value: unknown }) => (value === '' || value === undefined ? undefined : (LEGACY_LOG_LEVELS[String(value)] ?? value)))
  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevelName = 'info';

  /** `json`: one JSON object per line (production); `pretty`: coloured lines through pino-pretty (development). */
  @Transform(emptyToUndefined)
  @IsIn(['json', 'pretty'])
  LOG_FORMAT: 'json' | 'pretty' = 'json';

  // Media (docs/media.md). Upload limits are enforced while the body streams.
  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_RAW_MAX_BYTES = 500 * 1024 * 1024;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_EDITED_MAX_BYTES = 1000 * 1024 * 1024;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_THUMBNAIL_MAX_BYTES = 10 * 1024 * 1024;

  /** A resumable (tus) upload not finished within this many seconds is removed: S3 multipart upload aborted, local file deleted. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  TUS_UPLOAD_EXPIRY_SEC = 24 * 60 * 60;

  /**
   * When a newer edited version becomes the one the public gets, the older versions' renditions, HLS
   * ladders and posters are removed this many seconds later (their uploaded originals stay;
   * docs/media.md, "Edited versions"). Longer than the HLS segment links' life keeps a viewer who
   * started the old version playing to the end.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  MEDIA_OLD_VERSION_GRACE_SEC = 24 * 60 * 60;

  /** Transcode jobs one process runs at once. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(16)
  TRANSCODE_CONCURRENCY = 1;

  /** Tries per transcode job (first run included), with exponential backoff from TRANSCODE_BACKOFF_MS. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(20)
  TRANSCODE_ATTEMPTS = 3;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  TRANSCODE_BACKOFF_MS = 30_000;

  /** How often Bull looks for jobs whose worker died (lock lost) and puts them back in the queue. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  TRANSCODE_STALLED_INTERVAL_MS = 30_000;

  /** How long a worker's job lock lives without renewal (renewed at half this while the job runs). */
  @Transform(toInt)
  @IsInt()
  @Min(200)
  TRANSCODE_LOCK_DURATION_MS = 60_000;

  /** The watchdog kills an ffmpeg that reports no progress for this long. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  TRANSCODE_STALL_TIMEOUT_MS = 120_000;

  /** x264 preset of the renditions (speed against size). */
  @IsIn(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow'])
  TRANSCODE_PRESET = 'veryfast';

  // Automation and mail (docs/automation.md).
  /** The podcast's name, as {{podcastName}} in email templates. */
  @IsString()
  PODCAST_NAME = 'Learn from the Best';

  /** Tries per automation job (first run included), with exponential backoff from EMAIL_JOB_BACKOFF_MS. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(20)
  EMAIL_JOB_ATTEMPTS = 5;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  EMAIL_JOB_BACKOFF_MS = 30_000;

  /** New-episode mails sent per minute at most, across every worker (docs/newsletter.md). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100_000)
  NEWSLETTER_SEND_RATE_PER_MINUTE = 120;

  /**
   * How long a worker may hold a claimed new-episode mail before another takes it over: a worker
   * killed in the middle of a send leaves its claim, and the mail goes after this (docs/newsletter.md).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  NEWSLETTER_CLAIM_LEASE_MS = 120_000;

  /** How long a newsletter confirmation link works after its mail was sent (docs/newsletter.md). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(24 * 30)
  NEWSLETTER_CONFIRMATION_TTL_HOURS = 48;

  /** A staff invitation link works this long after it was sent, once (issue 31). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(90)
  STAFF_INVITATION_TTL_DAYS = 7;

  /** A password-reset link works this long after it was sent, once. */
  @Transform(toInt)
  @IsInt()
  @Min(5)
  @Max(1440)
  PASSWORD_RESET_TTL_MINUTES = 60;

  /**
   * Newsletter confirmation mails sent per hour at most, across every worker: sign-ups past it are
   * stored and answered as usual but not mailed, so the form cannot send mail to strangers in bulk.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  NEWSLETTER_CONFIRMATIONS_PER_HOUR = 200;

  /** LinkedIn Marketing API: the add_to_linkedin_audience action adds hashed emails to this DMP segment. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  LINKEDIN_ACCESS_TOKEN?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  LINKEDIN_SEGMENT_ID?: string;

  @IsString()
  LINKEDIN_API_URL = 'https://api.linkedin.com';

  /** LinkedIn's versioned API month (YYYYMM), sent as the LinkedIn-Version header. */
  @IsString()
  LINKEDIN_API_VERSION = '202610';

  /** GoHighLevel (LeadConnector) API: the update_ghl_tags action upserts the contact with tags. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GHL_API_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GHL_LOCATION_ID?: string;

  @IsString()
  GHL_API_URL = 'https://services.leadconnectorhq.com';

  @IsString()
  GHL_API_VERSION = '2021-07-28';

  /** Comma-separated tags to set; when unset, the rule's trigger value is the tag. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GHL_TAGS?: string;

  // Podcast feeds and sharing (docs/distribution.md). The channel title is PODCAST_NAME.
  @IsString()
  PODCAST_DESCRIPTION = 'Learn from the best, sell to the rest: interviews with industry leaders in ecommerce, online services, retail, coaching and SaaS.';

  /** RSS language code (ISO 639, with an optional region). */
  @IsString()
  PODCAST_LANGUAGE = 'en-us';

  @IsString()
  PODCAST_AUTHOR = 'Learn from the Best';

  @IsString()
  PODCAST_OWNER_NAME = 'Learn from the Best';

  /** itunes:owner email (Apple sends ownership verification there); without it the feeds carry no owner email. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  PODCAST_OWNER_EMAIL?: string;

  /** An Apple Podcasts category and subcategory (their names, exactly). */
  @IsString()
  PODCAST_CATEGORY = 'Business';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  PODCAST_SUBCATEGORY?: string = 'Entrepreneurship';

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  PODCAST_EXPLICIT?: boolean = false;

  /** Square JPEG/PNG, 1400–3000 px; defaults to the artwork the server serves at /podcast/artwork.jpg. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  PODCAST_ARTWORK_URL?: string;

  /** podcast:locked: other platforms may not import the feed. */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  PODCAST_LOCKED?: boolean = true;

  /** Targets of the public footer's social buttons (served at /config/site.json); a button without one is hidden. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true })
  SOCIAL_X_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true })
  SOCIAL_LINKEDIN_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true })
  SOCIAL_YOUTUBE_URL?: string;

  /** The show's page in Apple Podcasts, Spotify and YouTube: the "Follow the show" buttons (site.json); unset hides a button. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true })
  FOLLOW_APPLE_PODCASTS_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true })
  FOLLOW_SPOTIFY_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true })
  FOLLOW_YOUTUBE_URL?: string;

  // Hardening (docs/security.md): failed-login throttling and public write limits, per client address.
  /** Window of the failed-login counters, from the first failure. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_FAILURE_WINDOW_SEC = 900;

  /** Failed logins from one address (any account) before that address is refused (429). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_ADDRESS = 20;

  /** Failed logins for one account from one address before that pair is refused (429). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS = 5;

  /** Failed logins for one account (all addresses) after which its logins are slowed, never refused. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_ACCOUNT_SLOWDOWN_AFTER = 10;

  /** The delay added to each login of a slowed account. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60_000)
  LOGIN_ACCOUNT_DELAY_MS = 2000;

  /** Memory each public cache (the episode list pages; the feeds and sitemap) may hold, in bytes. */
  @Transform(toInt)
  @IsInt()
  @Min(65536)
  PUBLIC_CACHE_MAX_BYTES = 16 * 1024 * 1024;

  /** Public list pages past this offset are read from Postgres and answered uncached (docs/scale.md). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  PUBLIC_LIST_CACHE_MAX_OFFSET = 1000;

  /** Items of each podcast feed: the latest N published episodes (docs/distribution.md). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(10_000)
  FEED_MAX_ITEMS = 300;

  /** URLs per sitemap file behind the /sitemap.xml index; the protocol allows 50,000 (docs/scale.md). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(50_000)
  SITEMAP_URLS_PER_FILE = 10_000;

  /** Window of the public write limits below. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_WINDOW_SEC = 60;

  /** POST /api/episodes/{id}/play per client (an IPv4 address, an IPv6 /64) per window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PLAY = 60;

  /** POST /api/newsletter per client (an IPv4 address, an IPv6 /64) per window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_NEWSLETTER = 20;

  /** POST /api/unsubscribe/{token} (and the newsletter link pages) per client (an IPv4 address, an IPv6 /64) per window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_UNSUBSCRIBE = 20;

  /** POST /api/staff/* (password-reset requests, accepting an invitation, setting a new password) per client per window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_STAFF_LINKS = 10;

  /**
   * Enclosure GETs (/podcast/episodes/{id}/{file}) per client (an IPv4 address, an IPv6 /64) per
   * window that may count as downloads; past it the file is still served, the request counts nothing.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_ENCLOSURE = 120;

  /**
   * Listeners (user agents) counted per client (an IPv4 address, an IPv6 /64), episode, kind (play,
   * download) and UTC day; further user agents of that client count nothing (docs/analytics.md).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  ANALYTICS_LISTENERS_PER_CLIENT = 3;

  /**
   * Traces (docs/operations.md, "Traces"): the OTLP collector's base URL (`/v1/traces` is added). Unset,
   * no span is made and the OpenTelemetry SDK is not even loaded. The SDK reads these standard
   * variables itself (tracing.ts, before this class is read); they are checked here so a typo stops
   * the start instead of losing the traces quietly.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false })
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;

  /** How spans are sent: http/protobuf (the SDK's default), http/json or grpc. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['http/protobuf', 'http/json', 'grpc'])
  OTEL_EXPORTER_OTLP_PROTOCOL?: string;

  /** The service name on every span (the SDK's default is unknown_service:node). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OTEL_SERVICE_NAME?: string;

  // Metrics (docs/operations.md, "Metrics"): never public by default.
  /** Serves /metrics on this port only (no token), apart from the site; 0 picks a free port. Unset: see METRICS_TOKEN. */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT?: number;

  /** Without METRICS_PORT: serves /metrics on the main port to `Authorization: Bearer <token>`. Neither set: metrics off. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters (e.g. `openssl rand -hex 32`)' })
  METRICS_TOKEN?: string;
}

export class ConfigError extends Error {}

/** Settings whose value a validation message must not repeat. */
const SECRET_SETTINGS: ReadonlySet<string> = new Set(['METRICS_TOKEN']);

/** Reads and validates settings; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): EnvironmentVariables {
  const config = plainToInstance(EnvironmentVariables, { ...env }, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length > 0) {
    // A secret's value is never echoed, even a wrong one (it may be the real one, mistyped).
    const shown = (name: string) => (SECRET_SETTINGS.has(name) ? '(hidden)' : JSON.stringify(env[name] ?? ''));
    const lines = errors.map((error) => `  ${error.property}=${shown(error.property)}: ${Object.values(error.constraints ?? {}).join('; ')}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
