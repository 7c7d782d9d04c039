import { Logger } from '@nestjs/common';
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { ImageJob, ImageJobResult } from './image-child';
import { UnusableImageError, type RenderedImageSet, type RenderOptions } from './image-renditions';

/** A render that takes longer than this is stopped (a 50-megapixel PNG takes a few seconds). */
const RENDER_TIMEOUT_MS = 120_000;

/**
 * Run from the TypeScript sources (the tests), the child is this folder's image-child.ts run by Node
 * itself, which strips the types but does not add the `.ts` of an extensionless import: this hook does.
 */
const SOURCE_IMPORTS_HOOK =
  'data:text/javascript,import{registerHooks}from"node:module";registerHooks({resolve(s,c,n){try{return n(s,c)}catch(e){if(s.startsWith("."))return n(s+".ts",c);throw e}}});';
const FROM_SOURCES = __filename.endsWith('.ts');
const CHILD = join(__dirname, FROM_SOURCES ? 'image-child.ts' : 'image-child.js');

/**
 * How long a render may wait for its turn, and how many may wait at most: a request's wait is bounded
 * (its render's own RENDER_TIMEOUT_MS starts only with its turn, so without a bound the tenth upload in
 * line would wait up to ten of them), and past the bound it is refused with ImageWorkBusyError.
 */
export interface WaitBound {
  /** Milliseconds in line before the render is refused (finite: a timer measures it). */
  maxWaitMs: number;
  /** Renders already waiting beyond which this one is refused at once; none for no such bound. */
  maxWaiting?: number;
}

/** A request (an upload, a frame): at most four in line, and two minutes in it, then 503 (docs/artwork.md). */
export const REQUEST_WAIT: WaitBound = { maxWaitMs: 120_000, maxWaiting: 4 };
/**
 * The transcode worker's poster frames: no one waits on them, so they queue whatever the line and wait
 * longer (the requests in line ahead are bounded, so this is a bound too); past it the episode keeps the
 * plain poster.jpg, as when the render fails.
 */
export const WORKER_WAIT: WaitBound = { maxWaitMs: 15 * 60_000 };

/** A render refused because too many are in line or its wait ran out: nothing was rendered. */
export class ImageWorkBusyError extends Error {}
const BUSY = 'Other images are being converted right now; try again in a minute';

/** Renders one job: in a child process (renderInChild), or a stand-in in the queue's unit test. */
export type RenderJob = (job: ImageJob) => Promise<RenderedImageSet>;

/**
 * Image work (decoding and encoding renditions) runs in a child process of its own, one at a time
 * in this process. One at a time: a large upload decodes to tens of megabytes and its encoders use
 * every core anyway, so renders side by side only add their memory together (four 7000 × 7000 PNGs
 * at once took the API from 225 MB to 884 MB). In a child: the C allocator under libvips keeps
 * what a render freed spread over its per-thread arenas, so a long-lived process grew with every
 * large render (+95 MB after one, +368 MB after eight, one at a time); a child's memory all goes
 * back when it exits. And a decoder that crashes on a hostile file ends the child, not the server.
 * The others wait their turn with little in hand (an upload is in storage, read when its turn comes),
 * for a bounded time (WaitBound). One queue per process, so the API's uploads and an inline transcode
 * worker's poster frames share it.
 */
export class ImageWork {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly run: RenderJob = renderInChild,
  ) {}

  /** Renders in line: first come, first served; ImageWorkBusyError when `bound` refuses the wait. */
  async render(source: () => Promise<Buffer | string>, options: RenderOptions, bound: WaitBound = REQUEST_WAIT): Promise<RenderedImageSet> {
    await this.turn(bound);
    try {
      const input = await source();
      return await this.run(typeof input === 'string' ? { path: input, options } : { bytes: input, options });
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Renders in line now (not counting the ones running). */
  get queued(): number {
    return this.waiting.length;
  }

  private turn(bound: WaitBound): Promise<void> {
    if (this.running < this.slots) {
      this.running += 1;
      return Promise.resolve();
    }
    if (bound.maxWaiting !== undefined && this.waiting.length >= bound.maxWaiting) return Promise.reject(new ImageWorkBusyError(BUSY));
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      // Out of line once the wait runs out, so the slot never passes to a render nobody awaits.
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(start);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new ImageWorkBusyError(BUSY));
      }, bound.maxWaitMs);
      this.waiting.push(start);
    });
  }
}

export const imageWork = new ImageWork(1);
const logger = new Logger('ImageWork');

function renderInChild(job: ImageJob): Promise<RenderedImageSet> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], {
      execArgv: FROM_SOURCES ? ['--import', SOURCE_IMPORTS_HOOK] : [],
      // Buffers cross as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: { PATH: process.env.PATH ?? '' },
    });
    let settled = false;
    let stderr = '';
    const finish = (error: Error | null, set?: RenderedImageSet) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (error) reject(error);
      else resolve(set as RenderedImageSet);
    };
    const timer = setTimeout(() => finish(new UnusableImageError('The image cannot be used: converting it took too long')), RENDER_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', (error) => finish(error));
    child.on('message', (result: ImageJobResult) => {
      if (result.ok) finish(null, { ...result.set, files: result.set.files.map((file) => ({ ...file, body: Buffer.from(file.body) })) });
      else finish(result.unusable ? new UnusableImageError(result.message) : new Error(result.message));
    });
    // 'close', not 'exit': by then every message the child sent has been read.
    child.on('close', (code, signal) => {
      if (settled) return;
      // No answer: the renderer died on this image (a decoder crash, the kernel's OOM killer).
      logger.warn(`The image renderer ended without an answer (${signal ? `signal ${signal}` : `exit code ${code}`}): ${stderr.trim() || 'no output'}`);
      finish(new UnusableImageError('The image cannot be used: converting it failed'));
    });
    child.send(job);
  });
}
