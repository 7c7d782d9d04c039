import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { parse } from 'yaml';
import { EnvironmentVariables } from '../../src/config/app-config';

const COMPOSE_FILE = join(__dirname, '..', '..', '..', 'docker-compose.yml');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, unknown>;
}

/** The env names DESIGN.md fixes; deployments rely on them. */
const DESIGN_ENV_NAMES = [
  'DATABASE_URL',
  'REDIS_URL',
  'SESSION_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'STORAGE_DIR',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASS',
  'MAIL_FROM',
  'GMAIL_USER',
  'GMAIL_APP_PASSWORD',
  'FFMPEG_PATH',
  'FFPROBE_PATH',
  'WORKER',
  'MFE_BOOKINGS_URL',
  'MFE_AUTOMATION_URL',
  'MFE_EDITING_URL',
  'MFE_EPISODES_URL',
  'PUBLIC_URL',
  'TRUST_PROXY',
];

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };

  it('declares the deployment services: postgres, redis, an S3 store, an SMTP catcher, api and worker', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'seaweedfs', 'mailpit', 'api', 'worker']));
    expect(compose.services.api?.build).toBeDefined();
    expect(compose.services.worker?.command).toEqual(['node', 'api/dist/worker.js']);
  });

  it('gives api and worker every configuration variable of DESIGN.md, and the API PORT', () => {
    for (const name of ['api', 'worker']) {
      const env = Object.keys(compose.services[name]?.environment ?? {});
      expect(env).toEqual(expect.arrayContaining(DESIGN_ENV_NAMES));
    }
    expect(Object.keys(compose.services.api?.environment ?? {})).toContain('PORT');
  });

  it('only uses variables the API knows', () => {
    // Every validated setting, with or without a default (optional ones have no own property to list).
    const validated = getMetadataStorage()
      .getTargetValidationMetadatas(EnvironmentVariables, '', true, false)
      .map((metadata) => metadata.propertyName);
    const known = new Set(validated.concat(DESIGN_ENV_NAMES, ['PORT', 'DATA_DIR']));
    for (const name of ['api', 'worker']) {
      for (const variable of Object.keys(compose.services[name]?.environment ?? {})) expect(known).toContain(variable);
    }
  });

  const dockerCompose = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  const composeWorks = dockerCompose.status === 0;
  (composeWorks ? it : it.failing)('is valid for `docker compose config` where that command exists', () => {
    // Where docker compose is absent the command must fail: it.failing keeps this test honest either way.
    execFileSync('docker', ['compose', '-f', COMPOSE_FILE, 'config', '--quiet'], {
      env: { ...process.env, SESSION_SECRET: 'x' },
      stdio: 'pipe',
    });
  });
});
