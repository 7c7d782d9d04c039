import { ApiProperty } from '@nestjs/swagger';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/** Caps of a drawing on a frame (issue 35): past any of them the comment is a 400. */
export const DRAWING_LIMITS = { maxStrokes: 20, minPoints: 2, maxPointsPerStroke: 500, maxPoints: 2000, minWidth: 0.002, maxWidth: 0.05 } as const;

export const DRAWING_MESSAGES = {
  shape: 'A drawing is { strokes: [{ color, width, points }] } and nothing else',
  strokes: `A drawing has 1 to ${DRAWING_LIMITS.maxStrokes} strokes`,
  color: 'A stroke colour is written #rrggbb',
  width: `A stroke width is between ${DRAWING_LIMITS.minWidth} and ${DRAWING_LIMITS.maxWidth} of the frame width`,
  points: `A stroke has ${DRAWING_LIMITS.minPoints} to ${DRAWING_LIMITS.maxPointsPerStroke} points`,
  point: 'A point is [x, y], each between 0 and 1',
  total: `A drawing has at most ${DRAWING_LIMITS.maxPoints} points in all`,
} as const;

export class DrawingStrokeDto {
  @ApiProperty({ example: '#ff3b30', description: '#rrggbb' })
  color: string;

  @ApiProperty({ minimum: DRAWING_LIMITS.minWidth, maximum: DRAWING_LIMITS.maxWidth, description: 'Line width as a fraction of the frame width' })
  width: number;

  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'number', minimum: 0, maximum: 1 }, minItems: 2, maxItems: 2 },
    minItems: DRAWING_LIMITS.minPoints,
    maxItems: DRAWING_LIMITS.maxPointsPerStroke,
    description: '[x, y] pairs, each 0..1 of the frame (0,0 top left)',
  })
  points: number[][];
}

/** Strokes on a paused frame, in frame coordinates (0..1), shown over the video at the comment's time. */
export class DrawingDto {
  @ApiProperty({ type: DrawingStrokeDto, isArray: true, minItems: 1, maxItems: DRAWING_LIMITS.maxStrokes })
  strokes: DrawingStrokeDto[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).every((key) => keys.includes(key));
const isUnit = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/** Why a drawing is refused, or null when it is within every cap (checked before anything is stored). */
export function drawingProblem(value: unknown): string | null {
  if (!isPlainObject(value) || !onlyKeys(value, ['strokes']) || !Array.isArray(value.strokes)) return DRAWING_MESSAGES.shape;
  const strokes: unknown[] = value.strokes;
  if (strokes.length < 1 || strokes.length > DRAWING_LIMITS.maxStrokes) return DRAWING_MESSAGES.strokes;
  let total = 0;
  for (const stroke of strokes) {
    if (!isPlainObject(stroke) || !onlyKeys(stroke, ['color', 'width', 'points'])) return DRAWING_MESSAGES.shape;
    if (typeof stroke.color !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(stroke.color)) return DRAWING_MESSAGES.color;
    const width = stroke.width;
    if (typeof width !== 'number' || !Number.isFinite(width) || width < DRAWING_LIMITS.minWidth || width > DRAWING_LIMITS.maxWidth)
      return DRAWING_MESSAGES.width;
    const points = stroke.points;
    if (!Array.isArray(points) || points.length < DRAWING_LIMITS.minPoints || points.length > DRAWING_LIMITS.maxPointsPerStroke) return DRAWING_MESSAGES.points;
    for (const point of points as unknown[])
      if (!Array.isArray(point) || point.length !== 2 || !isUnit(point[0]) || !isUnit(point[1])) return DRAWING_MESSAGES.point;
    total += points.length;
  }
  return total > DRAWING_LIMITS.maxPoints ? DRAWING_MESSAGES.total : null;
}

/** A validated drawing as it is stored: colours in lower case, nothing but the three fields. */
export function normaliseDrawing(drawing: DrawingDto): DrawingDto {
  return {
    strokes: drawing.strokes.map((stroke) => ({ color: stroke.color.toLowerCase(), width: stroke.width, points: stroke.points.map(([x, y]) => [x, y]) })),
  };
}

/** class-validator: the field is a drawing within DRAWING_LIMITS (message: the first problem found). */
export function IsDrawing(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isDrawing',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => drawingProblem(value) === null,
        defaultMessage: (args) => drawingProblem(args?.value) ?? DRAWING_MESSAGES.shape,
      },
    });
}
