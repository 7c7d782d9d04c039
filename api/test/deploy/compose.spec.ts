import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import composeSpec from './compose-spec.json';

// What `docker compose up` needs to boot the product, checked without a Docker daemon: the file is valid
// compose-spec, images are pinned, every service is supervised, and the image can write its volume.
const ROOT = join(__dirname, '..', '..', '..');
const composeText = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  restart?: string;
  environment?: Record<string, unknown>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
}

const compose = parse(composeText, { merge: true }) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
const services = Object.entries(compose.services);

/** Dockerfile instructions, one per logical line (continuations joined). */
const instructions = dockerfile
  .replace(/\\\r?\n/g, ' ')
  .split(/\r?\n/)
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const stages = instructions.reduce<string[][]>((all, line) => {
  if (/^FROM\s/i.test(line)) all.push([line]);
  else all[all.length - 1]?.push(line);
  return all;
}, []);

describe('docker-compose.yml', () => {
  it('is valid against the compose-spec schema', () => {
    // The vendored schema declares draft-07 by an https URI Ajv does not know: skip meta-validation of
    // the schema itself (it is the spec's own file), validate the compose file against it.
    const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false, logger: false });
    const validate = ajv.compile(composeSpec);
    // With YAML merge keys (<<) resolved, as Compose reads the file.
    const valid = validate(parse(composeText, { merge: true }));
    expect(ajv.errorsText(validate.errors)).toBe('No errors');
    expect(valid).toBe(true);

    // The same check refuses what Compose refuses: it is not vacuous.
    const broken = parse(composeText, { merge: true }) as { services: Record<string, Record<string, unknown>> };
    broken.services.api.healthcheck = { test: ['CMD', 'true'], every: '5s' };
    broken.services.worker.depends_on = { postgres: { condition: 'when_ready' } };
    expect(validate(broken)).toBe(false);
    expect(ajv.errorsText(validate.errors)).toMatch(/additional properties|allowed values/);
  });

  it('boots the whole product: PostgreSQL, Redis, an S3 store, an SMTP catcher, api and worker', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'mailpit', 'postgres', 'redis', 'seaweedfs', 'worker']);
  });

  it.each(services)('%s pins its image to a version (no latest, no untagged, no MinIO)', (_name, service) => {
    expect(service.image).toBeDefined();
    const image = service.image ?? '';
    const tag = /:([^:/]+)$/.exec(image)?.[1];
    expect(tag).toBeDefined();
    expect(tag).not.toBe('latest');
    // MinIO's community images are no longer published.
    expect(image).not.toMatch(/minio/i);
  });

  it('pins third-party images to at least a minor version', () => {
    for (const [name, service] of services) {
      if (service.build) continue;
      expect({ name, image: service.image }).toEqual({ name, image: expect.stringMatching(/:v?\d+\.\d+/) });
    }
  });

  it.each(services)('%s has a healthcheck and a restart policy', (_name, service) => {
    expect(service.healthcheck?.disable).not.toBe(true);
    expect(service.healthcheck?.test).toBeDefined();
    expect(service.restart).toMatch(/^(always|unless-stopped|on-failure(:\d+)?)$/);
  });

  it('checks the API through GET /api/health/ready', () => {
    expect(String(compose.services.api.healthcheck?.test)).toContain('http://127.0.0.1:3000/api/health/ready');
  });

  it('runs the HTTP server with WORKER=off and the queue processors in the worker', () => {
    const { api, worker } = compose.services;
    expect(api.environment?.WORKER).toBe('off');
    expect(api.command).toEqual(['node', 'api/dist/main.js']);
    expect(worker.command).toEqual(['node', 'api/dist/worker.js']);
    // One image for both, built from the Dockerfile.
    expect(api.build).toBeDefined();
    expect(worker.image).toBe(api.image);
  });

  it('starts api and worker only once PostgreSQL, Redis and the store (with its bucket) are healthy', () => {
    for (const name of ['api', 'worker']) {
      expect(compose.services[name].depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        seaweedfs: { condition: 'service_healthy' },
      });
    }
    const store = compose.services.seaweedfs;
    expect(store.environment?.S3_BUCKET).toBe(compose.services.api.environment?.S3_BUCKET);
    expect(String(store.healthcheck?.test)).toContain('/buckets/$${S3_BUCKET}/');
  });

  it('signs media links for a public storage address, not the one inside the compose network', () => {
    const env = compose.services.api.environment ?? {};
    expect(env.S3_ENDPOINT).toContain('http://seaweedfs:8333');
    expect(env.S3_PUBLIC_ENDPOINT).toBeDefined();
    expect(env.S3_PUBLIC_ENDPOINT).not.toContain('seaweedfs:');
  });

  it('mounts a named volume on /data for api and worker, where the image makes /data its own', () => {
    for (const name of ['api', 'worker']) {
      const mount = compose.services[name].volumes?.find((volume) => volume.endsWith(':/data'));
      expect(mount).toBeDefined();
      expect(Object.keys(compose.volumes ?? {})).toContain(mount?.split(':')[0]);
      expect(compose.services[name].environment?.DATA_DIR).toBe('/data');
    }
  });
});

describe('Dockerfile', () => {
  const runtime = stages[stages.length - 1] ?? [];
  const user = runtime.find((line) => /^USER\s/i.test(line))?.split(/\s+/)[1] ?? '';

  it('is multi-stage on Node 24 LTS (bookworm-slim, pinned to a minor)', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0]).toMatch(/^FROM node:24\.\d+(\.\d+)?-bookworm-slim\b/);
  });

  it('runs as a non-root user', () => {
    expect(user).not.toBe('');
    expect(user).not.toMatch(/^(root|0)(:|$)/);
  });

  it('installs ffmpeg in the image that runs', () => {
    expect(runtime.some((line) => /^RUN\s.*apt-get install.*\bffmpeg\b/.test(line))).toBe(true);
  });

  it('creates /data and gives it to that user before switching to it', () => {
    const userIndex = runtime.findIndex((line) => /^USER\s/i.test(line));
    const before = runtime.slice(0, userIndex).filter((line) => line.startsWith('RUN'));
    expect(before.some((line) => /mkdir -p \/data\b/.test(line))).toBe(true);
    expect(before.some((line) => new RegExp(`chown (-R )?${user}(:\\S+)? /data\\b`).test(line))).toBe(true);
  });

  it('runs the API with the memory settings `npm start` gives it (scripts/api-runtime.json)', () => {
    const settings = JSON.parse(readFileSync(join(ROOT, 'scripts', 'api-runtime.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(settings).length).toBeGreaterThan(0);
    const env = runtime.filter((line) => /^ENV\s/i.test(line)).join(' ');
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const [name, value] of Object.entries(settings)) expect(env).toMatch(new RegExp(`\\b${name}=("${literal(value)}"|${literal(value)}(\\s|$))`));
    // Compose must not replace them for the API or the worker (same image).
    for (const name of ['api', 'worker']) for (const key of Object.keys(settings)) expect(compose.services[name]?.environment ?? {}).not.toHaveProperty(key);
  });

  it('starts the API by default', () => {
    expect(runtime[runtime.length - 1]).toBe('CMD ["node", "api/dist/main.js"]');
  });
});
