import sharp from 'sharp';
import type { ImageJob } from './image-child';
import type { RenderedImageSet } from './image-renditions';
import { ImageWork, ImageWorkBusyError, REQUEST_WAIT, WORKER_WAIT, type WaitBound } from './image-work';

const NOTHING: RenderedImageSet = { width: 1, height: 1, sourceWidth: 1, sourceHeight: 1, feedSide: null, widths: [], files: [], og: 'og.jpg', feed: null };

/** A stand-in renderer: each job waits until the test finishes it, so the line's order can be read. */
function heldRenders() {
  const started: string[] = [];
  const pending = new Map<string, () => void>();
  const run = (job: ImageJob) =>
    new Promise<RenderedImageSet>((resolve) => {
      const name = job.options.name ?? '?';
      started.push(name);
      pending.set(name, () => resolve(NOTHING));
    });
  const finish = async (name: string) => {
    const done = pending.get(name);
    if (!done) throw new Error(`${name} is not running`);
    pending.delete(name);
    done();
    // Let the finished render's `finally` hand the slot on and the next one start.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, run, finish };
}

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the image queue (one render at a time, a bounded wait)', () => {
  const source = () => Promise.resolve(Buffer.alloc(1));

  it('renders one at a time, first come first served', async () => {
    const renders = heldRenders();
    const work = new ImageWork(1, renders.run);
    const done = ['a', 'b', 'c'].map((name) => work.render(source, { name }));
    await tick();
    expect(renders.started).toEqual(['a']);
    await renders.finish('a');
    expect(renders.started).toEqual(['a', 'b']);
    await renders.finish('b');
    await renders.finish('c');
    await Promise.all(done);
    expect(renders.started).toEqual(['a', 'b', 'c']);
  });

  it('refuses a request at once when the line is full, and takes one again once there is room', async () => {
    const renders = heldRenders();
    const work = new ImageWork(1, renders.run);
    const bound: WaitBound = { maxWaitMs: 60_000, maxWaiting: 2 };
    const inLine = ['running', 'first', 'second'].map((name) => work.render(source, { name }, bound));
    await tick();
    const read = jest.fn(source);
    await expect(work.render(read, { name: 'third' }, bound)).rejects.toBeInstanceOf(ImageWorkBusyError);
    // Refused before its turn: its upload was never read.
    expect(read).not.toHaveBeenCalled();
    expect(work.queued).toBe(2);
    await renders.finish('running');
    const later = work.render(source, { name: 'later' }, bound);
    for (const name of ['first', 'second', 'later']) await renders.finish(name);
    await Promise.all([...inLine, later]);
    expect(renders.started).toEqual(['running', 'first', 'second', 'later']);
  });

  it('refuses a request whose wait ran out and takes it out of line: the slot goes to the next, not to it', async () => {
    const renders = heldRenders();
    const work = new ImageWork(1, renders.run);
    const running = work.render(source, { name: 'running' });
    const read = jest.fn(source);
    const impatient = settled(work.render(read, { name: 'impatient' }, { maxWaitMs: 20 }));
    const patient = work.render(source, { name: 'patient' }, { maxWaitMs: 60_000 });
    const outcome = await impatient;
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? null : outcome.error).toBeInstanceOf(ImageWorkBusyError);
    expect(work.queued).toBe(1);
    await renders.finish('running');
    await renders.finish('patient');
    await Promise.all([running, patient]);
    expect(renders.started).toEqual(['running', 'patient']);
    expect(read).not.toHaveBeenCalled();
  });

  it("queues the transcode worker's poster frames whatever the line, for longer than a request waits", async () => {
    expect(WORKER_WAIT.maxWaiting).toBeUndefined();
    expect(WORKER_WAIT.maxWaitMs).toBeGreaterThan(REQUEST_WAIT.maxWaitMs);
    const renders = heldRenders();
    const work = new ImageWork(1, renders.run);
    const names = ['running', ...Array.from({ length: REQUEST_WAIT.maxWaiting ?? 0 }, (_, i) => `upload ${i}`)];
    const requests = names.map((name) => work.render(source, { name }));
    await tick();
    await expect(work.render(source, { name: 'one too many' })).rejects.toBeInstanceOf(ImageWorkBusyError);
    const poster = work.render(source, { name: 'poster' }, WORKER_WAIT);
    for (const name of [...names, 'poster']) await renders.finish(name);
    await Promise.all([...requests, poster]);
    expect(renders.started).toEqual([...names, 'poster']);
  });

  it('renders a real image in a child process, two in line one after the other', async () => {
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const work = new ImageWork(1);
    const [first, second] = await Promise.all([work.render(() => Promise.resolve(png), {}), work.render(() => Promise.resolve(png), {})]);
    for (const set of [first, second]) {
      expect(set).toMatchObject({ width: 320, height: 320, widths: [320] });
      expect(set.files.map((file) => file.name)).toEqual(expect.arrayContaining(['320.avif', '320.webp', '320.jpg']));
    }
  }, 60_000);
});
