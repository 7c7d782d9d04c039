import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { API_MAIN, childrenNamed, ServerProcess } from '../faults/server-process';

/** How far the server's resident memory may rise above its idle size while it renders the uploads. */
const BUDGET_MB = 300;
/** How far the server process alone may rise (its renderers are child processes). */
const SERVER_BUDGET_MB = 100;
const SIDE = 7000;
const UPLOADS = 4;

/** Resident memory of a process in MB, from /proc (the kernel's own count, what an OOM killer sees); 0 once it is gone. */
function rssMb(pid: number): number {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The server's memory with that of its image renderers (child processes): what the machine pays. */
function treeRssMb(pid: number): number {
  return rssMb(pid) + childrenNamed(pid, 'node').reduce((sum, child) => sum + rssMb(child), 0);
}

/** A 7000 × 7000 PNG (49 megapixels) of gradients that compresses to about 3 MB. */
async function bigPng(seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y += 1)
    for (let x = 0; x < SIDE; x += 1) {
      const at = (y * SIDE + x) * 3;
      raw[at] = ((x >> 5) + seed * 40) & 255;
      raw[at + 1] = (y >> 5) & 255;
      raw[at + 2] = ((x + y) >> 6) & 255;
    }
  return sharp(raw, { raw: { width: SIDE, height: SIDE, channels: 3 }, limitInputPixels: false })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * Issue 30: image work is bounded. Four 7000 × 7000 PNGs uploaded as artwork at once to the built
 * server (`node api/dist/main.js`, a real process) are rendered one at a time, each from one decode
 * in a child process of its own, so the resident memory of the server and its renderers together
 * stays within BUDGET_MB of what it was idle. Before, every encode of every upload ran at once in the
 * server: four such uploads took it from 225 MB to 884 MB (+659 MB) on this machine.
 */
describe('memory of image uploads (built server process)', () => {
  let server: ServerProcess;
  let scratch: string;
  let cookie: string;

  beforeAll(async () => {
    if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: build the API first (npm run build:api)`);
    scratch = mkdtempSync(join(tmpdir(), 'podcast-image-memory-'));
    server = new ServerProcess(ServerProcess.settings(scratch, { WORKER: 'off' }));
    await server.start();
    cookie = await server.login();
  });
  afterAll(async () => {
    await server?.dispose();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const post = (path: string, body: string | FormData, json = false) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { cookie, origin: server.url, ...(json ? { 'content-type': 'application/json' } : {}) }, body });

  it(`renders four ${SIDE} × ${SIDE} PNGs uploaded at once within ${BUDGET_MB} MB of the idle RSS, and keeps no source file`, async () => {
    const pngs: Buffer[] = [];
    for (let seed = 0; seed < UPLOADS; seed += 1) pngs.push(await bigPng(seed));
    const ids: number[] = [];
    for (let index = 0; index < UPLOADS; index += 1) {
      const created = await post('/api/episodes', JSON.stringify({ title: `Big artwork ${index}`, description: 'Memory' }), true);
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as { id: number }).id);
    }
    // A small upload first, so the idle size includes the loaded image libraries.
    const warm = new FormData();
    warm.append(
      'image',
      new Blob([
        new Uint8Array(
          await sharp({ create: { width: 400, height: 400, channels: 3, background: '#336699' } })
            .png()
            .toBuffer(),
        ),
      ]),
      'warm.png',
    );
    expect((await post(`/api/admin/episodes/${ids[0]}/artwork`, warm)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = treeRssMb(server.pid);

    let peak = idle;
    let serverPeak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeRssMb(server.pid));
      serverPeak = Math.max(serverPeak, rssMb(server.pid));
    }, 25);
    try {
      const answers = await Promise.all(
        pngs.map((png, index) => {
          const form = new FormData();
          form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `artwork-${index}.png`);
          return post(`/api/admin/episodes/${ids[index]}/artwork`, form).then(async (res) => ({
            status: res.status,
            body: (await res.json()) as { artwork?: { feedImageSize: number } },
          }));
        }),
      );
      for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { artwork: { feedImageSize: 3000 } } });
    } finally {
      clearInterval(sampler);
    }
    process.stdout.write(
      `image memory: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB with the renderers (+${(peak - idle).toFixed(0)} MB), server alone ${serverPeak.toFixed(0)} MB, for ${UPLOADS} uploads\n`,
    );
    expect(peak - idle).toBeLessThan(BUDGET_MB);
    // The server itself holds no decoded image: only the answers' bytes pass through it.
    expect(serverPeak - idle).toBeLessThan(SERVER_BUDGET_MB);

    // The uploaded files (with whatever metadata they carried) are gone; the renditions remain.
    const stored = readdirSync(join(scratch, 'media'), { recursive: true, encoding: 'utf8' });
    expect(stored.filter((path) => /(^|\/)source\.[a-z]+$/.test(path))).toEqual([]);
    expect(stored.filter((path) => path.endsWith('/feed.jpg'))).toHaveLength(UPLOADS);
  }, 300_000);
});
