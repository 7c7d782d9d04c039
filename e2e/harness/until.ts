/**
 * Reads until `done` holds (the server finishes some work on its own time: a save, a transcode, a
 * queue), then returns the last value; fails naming what did not happen and the last value seen.
 */
export async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not happen in ${timeout} ms; last value ${JSON.stringify(last)}`);
}
