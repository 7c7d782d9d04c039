import { drawingsAt, formatSpan, rangeProblem, toMs } from './time-format';

describe('comment times', () => {
  it('shows a point as m:ss and a range as m:ss–m:ss', () => {
    expect(formatSpan(65_400, null)).toBe('1:05');
    expect(formatSpan(5_000, 72_999)).toBe('0:05–1:12');
  });

  it('reads the player in whole milliseconds', () => {
    expect(toMs(1.2345)).toBe(1235);
    expect(toMs(Number.NaN)).toBe(0);
  });

  it('accepts a range only when it ends after its start and within the video', () => {
    expect(rangeProblem(1000, null, null)).toBe('Set a start and an end.');
    expect(rangeProblem(2000, 2000, null)).toBe('The end must come after the start.');
    expect(rangeProblem(1000, 9000, 8000)).toBe('The end is past the end of the video.');
    expect(rangeProblem(1000, 8000, 8000)).toBeNull();
  });

  it('shows a drawing during its range, or for three seconds from its moment', () => {
    const drawing = { strokes: [] };
    const comments = [
      { id: 1, timecodeMs: 1000, endMs: null, drawing },
      { id: 2, timecodeMs: 5000, endMs: 9000, drawing },
      { id: 3, timecodeMs: 1000, endMs: null, drawing: null },
    ];
    expect(drawingsAt(comments, 980).map((comment) => comment.id)).toEqual([1]);
    expect(drawingsAt(comments, 4100).map((comment) => comment.id)).toEqual([]);
    expect(drawingsAt(comments, 8000).map((comment) => comment.id)).toEqual([2]);
    expect(drawingsAt(comments, 900).map((comment) => comment.id)).toEqual([]);
  });
});
