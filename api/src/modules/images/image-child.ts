// The entry of the child process that renders one image (image-work.ts), and nothing else: it imports
// only the pure renderer, so it runs as compiled JavaScript from dist and, in the tests, straight from
// this TypeScript file (Node strips the types). Keep it and image-renditions.ts to erasable syntax.
import { renderImageSet, UnusableImageError, type RenderedImageSet, type RenderOptions } from './image-renditions';

/** What the parent sends: the image (a file's path, or its bytes) and the render options. */
export interface ImageJob {
  path?: string;
  bytes?: Uint8Array;
  options: RenderOptions;
}

/** What the child answers, once. */
export type ImageJobResult = { ok: true; set: RenderedImageSet } | { ok: false; unusable: boolean; message: string };

function answer(result: ImageJobResult): void {
  // Exit once the answer is written: the process exists for this one job.
  process.send?.(result, () => process.exit(0));
}

// The parent gone (its IPC channel closed): nothing would read the answer.
process.on('disconnect', () => process.exit(0));
process.once('message', (job: ImageJob) => {
  const source = job.path ?? Buffer.from(job.bytes ?? new Uint8Array());
  renderImageSet(source, job.options).then(
    (set) => answer({ ok: true, set }),
    (error: unknown) => answer({ ok: false, unusable: error instanceof UnusableImageError, message: error instanceof Error ? error.message : String(error) }),
  );
});
