import {
  canStartStroke,
  DRAWING_LIMITS,
  drawingLimitMessage,
  drawingOrNull,
  extendStroke,
  pointCount,
  startStroke,
  toFramePoint,
  undoStroke,
  type Stroke,
} from './drawing';

const box = { left: 100, top: 50, width: 400, height: 200 };

describe('drawing on a frame', () => {
  it('stores pointer positions as 0..1 of the picture, clamped to it, with four decimals', () => {
    expect(toFramePoint(300, 150, box)).toEqual([0.5, 0.5]);
    expect(toFramePoint(50, 400, box)).toEqual([0, 1]);
    expect(toFramePoint(100 + 400 / 3, 50, box)).toEqual([0.3333, 0]);
  });

  it('starts a stroke as a dot and replaces the dot by the first movement', () => {
    const dot = startStroke([], [0.1, 0.1], '#e5243b');
    expect(dot).toEqual([
      {
        color: '#e5243b',
        width: 0.006,
        points: [
          [0.1, 0.1],
          [0.1, 0.1],
        ],
      },
    ]);
    const moved = extendStroke(dot, [0.2, 0.2]);
    expect(moved[0]?.points).toEqual([
      [0.1, 0.1],
      [0.2, 0.2],
    ]);
    expect(extendStroke(moved, [0.3, 0.3])[0]?.points).toHaveLength(3);
  });

  it('skips movements too small to see', () => {
    const stroke = extendStroke(startStroke([], [0.1, 0.1], '#000000'), [0.2, 0.2]);
    expect(extendStroke(stroke, [0.2001, 0.2001])).toEqual(stroke);
  });

  it('stops a stroke at 500 points and a drawing at 20 strokes and 2000 points', () => {
    let strokes: Stroke[] = startStroke([], [0, 0], '#000000');
    for (let index = 1; index < 700; index += 1) strokes = extendStroke(strokes, [(index % 100) / 100, Math.floor(index / 100) / 10]);
    expect(strokes[0]?.points).toHaveLength(DRAWING_LIMITS.pointsPerStroke);

    let many: Stroke[] = [];
    for (let index = 0; index < 25; index += 1) many = startStroke(many, [index / 100, 0.5], '#000000');
    expect(many).toHaveLength(DRAWING_LIMITS.strokes);
    expect(canStartStroke(many)).toBe(false);
    expect(drawingLimitMessage(many)).toBe('A drawing holds at most 20 strokes.');

    let dense: Stroke[] = [];
    for (let stroke = 0; stroke < 5; stroke += 1) {
      dense = startStroke(dense, [0, stroke / 10], '#000000');
      for (let index = 1; index < 600; index += 1) dense = extendStroke(dense, [(index % 100) / 100, Math.floor(index / 100) / 10 + stroke / 100]);
    }
    expect(pointCount(dense)).toBeLessThanOrEqual(DRAWING_LIMITS.points);
    expect(dense.every((stroke) => stroke.points.length >= 2 && stroke.points.length <= DRAWING_LIMITS.pointsPerStroke)).toBe(true);
  });

  it('undoes the last stroke and sends null for an empty drawing', () => {
    const two = startStroke(startStroke([], [0, 0], '#000000'), [1, 1], '#ffffff');
    expect(undoStroke(two)).toHaveLength(1);
    expect(drawingOrNull([])).toBeNull();
    expect(drawingOrNull(two)?.strokes).toHaveLength(2);
  });
});
