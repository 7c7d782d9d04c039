import { carriedPlacement, placeComment, snapToFrame } from './comment-placement';

describe('frame snapping', () => {
  it('puts a time on the start of its frame', () => {
    expect(snapToFrame(0, 25)).toBe(0);
    expect(snapToFrame(39, 25)).toBe(0);
    expect(snapToFrame(40, 25)).toBe(40);
    expect(snapToFrame(1234, 25)).toBe(1200);
    // 29.97 fps: frame 30 starts at 1001 ms, frame 31 at 1034.367 ms (stored as 1034).
    expect(snapToFrame(1001, 30000 / 1001)).toBe(1001);
    expect(snapToFrame(1034, 30000 / 1001)).toBe(1001);
    expect(snapToFrame(1035, 30000 / 1001)).toBe(1034);
  });

  it('places a range on frame starts and refuses one that ends before it starts, in one frame, or past the video', () => {
    const video = { frameRate: 25, durationSec: 10 };
    expect(placeComment({ timecodeMs: 1234, endMs: 2345 }, video)).toMatchObject({ timecodeMs: 1200, timecodeSec: 1, endMs: 2320 });
    expect(() => placeComment({ timecodeMs: 1000, endMs: 1000 }, video)).toThrow('The end of a range must come after its start');
    expect(() => placeComment({ timecodeMs: 1000, endMs: 1010 }, video)).toThrow('The end of a range must come after its start');
    expect(() => placeComment({ timecodeMs: 1000, endMs: 10_001 }, video)).toThrow('The end of a range is past the end of the video');
    expect(placeComment({ timecodeSec: 7 }, null)).toMatchObject({ timecodeMs: 7000, timecodeSec: 7, endMs: null, drawing: null });
    expect(placeComment({ timecodeMs: 1234 }, { frameRate: null, durationSec: null })).toMatchObject({ timecodeMs: 1234, timecodeSec: 1 });
  });

  it('carries a range onto another frame rate, dropping a range that collapses', () => {
    expect(carriedPlacement({ timecodeMs: 1010, endMs: 2010, drawing: null }, 50, { frameRate: 25, durationSec: null })).toMatchObject({
      timecodeMs: 1000,
      endMs: 2000,
    });
    expect(carriedPlacement({ timecodeMs: 1010, endMs: 1020, drawing: null }, null, { frameRate: 25, durationSec: null })).toMatchObject({
      timecodeMs: 1000,
      endMs: null,
    });
    // The same rate: the times stay exactly as they were.
    expect(carriedPlacement({ timecodeMs: 1034, endMs: 2002, drawing: null }, 30000 / 1001, { frameRate: 30000 / 1001, durationSec: null })).toMatchObject({
      timecodeMs: 1034,
      endMs: 2002,
    });
  });
});
