/**
 * Drawings on a video frame (issue 35): strokes whose points are fractions of the frame (0..1, x of
 * its width, y of its height), so they land on the same spot at any player size. The caps are the
 * API's (docs/review-links-ui.md): the editor stops adding before the server would refuse.
 */

export interface Stroke {
  /** #rrggbb */
  color: string;
  /** Line width as a fraction of the frame's width. */
  width: number;
  /** [x, y] pairs, each 0..1. */
  points: number[][];
}

export interface Drawing {
  strokes: Stroke[];
}

export const DRAWING_LIMITS = {
  strokes: 20,
  pointsPerStroke: 500,
  points: 2000,
  minWidth: 0.002,
  maxWidth: 0.05,
} as const;

/** The pens offered: colours that stand out on most frames, and one width (0.6 % of the frame). */
export const PEN_COLORS = [
  { label: 'Red', value: '#e5243b' },
  { label: 'Yellow', value: '#ffd60a' },
  { label: 'Cyan', value: '#22d3ee' },
] as const;
export const PEN_WIDTH = 0.006;

/** Points closer than this (a fraction of the frame) to the last one add nothing but weight. */
const MIN_STEP = 0.003;

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
/** Four decimals: 1/10 000 of the frame is finer than any screen shows, and keeps the JSON small. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A pointer position inside a box (px) as frame fractions, clamped to the frame. */
export function toFramePoint(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }): number[] {
  if (box.width <= 0 || box.height <= 0) return [0, 0];
  return [round(clamp01((clientX - box.left) / box.width)), round(clamp01((clientY - box.top) / box.height))];
}

export const pointCount = (strokes: readonly Stroke[]) => strokes.reduce((sum, stroke) => sum + stroke.points.length, 0);

/** Whether another stroke may start (the stroke cap, and room for its two points). */
export function canStartStroke(strokes: readonly Stroke[]): boolean {
  return strokes.length < DRAWING_LIMITS.strokes && pointCount(strokes) + 2 <= DRAWING_LIMITS.points;
}

/** A new stroke at one point (drawn as a dot until the pointer moves). */
export function startStroke(strokes: readonly Stroke[], point: number[], color: string, width = PEN_WIDTH): Stroke[] {
  if (!canStartStroke(strokes)) return [...strokes];
  return [...strokes, { color, width, points: [point, point] }];
}

/**
 * The pointer moved: extends the last stroke, skipping points too close to the previous one and
 * stopping at the per-stroke and total caps (the rest of the movement is simply not recorded).
 */
export function extendStroke(strokes: readonly Stroke[], point: number[]): Stroke[] {
  const last = strokes.at(-1);
  if (!last) return [...strokes];
  const points = last.points;
  const previous = points.at(-1) ?? point;
  // The dot's duplicate start point is replaced by the first real movement.
  const isDot = points.length === 2 && points[0]?.[0] === points[1]?.[0] && points[0]?.[1] === points[1]?.[1];
  if (Math.hypot((point[0] ?? 0) - (previous[0] ?? 0), (point[1] ?? 0) - (previous[1] ?? 0)) < MIN_STEP) return [...strokes];
  if (!isDot && (points.length >= DRAWING_LIMITS.pointsPerStroke || pointCount(strokes) >= DRAWING_LIMITS.points)) return [...strokes];
  const next = isDot ? [points[0] ?? point, point] : [...points, point];
  return [...strokes.slice(0, -1), { ...last, points: next }];
}

export const undoStroke = (strokes: readonly Stroke[]): Stroke[] => strokes.slice(0, -1);

/** The drawing to send: null when there is nothing drawn. */
export const drawingOrNull = (strokes: readonly Stroke[]): Drawing | null =>
  strokes.length > 0 ? { strokes: strokes.map((stroke) => ({ ...stroke })) } : null;

/** Why the editor accepts no more strokes, or null while it does. */
export function drawingLimitMessage(strokes: readonly Stroke[]): string | null {
  if (strokes.length >= DRAWING_LIMITS.strokes) return `A drawing holds at most ${DRAWING_LIMITS.strokes} strokes.`;
  if (pointCount(strokes) + 2 > DRAWING_LIMITS.points) return 'This drawing is as detailed as it can be.';
  return null;
}
