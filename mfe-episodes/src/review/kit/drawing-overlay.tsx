import { useRef, useState, type PointerEvent } from 'react';
import { extendStroke, startStroke, toFramePoint, type Drawing, type Stroke } from './drawing';
import type { Box } from './video-box';
import './review-kit.css';

function StrokeLines({ strokes, box }: { strokes: readonly Stroke[]; box: Box }) {
  return (
    <>
      {strokes.map((stroke, index) => (
        <polyline
          key={index}
          points={stroke.points.map(([x = 0, y = 0]) => `${x},${y}`).join(' ')}
          fill="none"
          stroke={stroke.color}
          // The viewBox is the frame (0..1 both ways); the width is a fraction of the frame's width, in px.
          strokeWidth={Math.max(1, stroke.width * box.width)}
          vectorEffect="non-scaling-stroke"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </>
  );
}

interface DrawingOverlayProps {
  /** The picture's box inside the positioned parent (usePictureBox). */
  box: Box | null;
  /** Drawings of comments to show (read only). */
  shown?: readonly Drawing[];
  /** While set, pointer strokes on the frame edit `strokes`. */
  editing?: { strokes: readonly Stroke[]; color: string; onChange: (strokes: Stroke[]) => void } | null;
}

/**
 * An SVG over the video's picture: the drawings of the comments at the current time, and while
 * editing, the strokes being drawn with a pointer (mouse, pen or finger), stored as 0..1 of the frame.
 * It takes no pointer events unless editing, so the player's controls stay usable under it.
 */
export function DrawingOverlay({ box, shown = [], editing = null }: DrawingOverlayProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [pointer, setPointer] = useState<number | null>(null);
  if (!box || (shown.length === 0 && !editing)) return null;

  const point = (event: PointerEvent<SVGSVGElement>) => {
    const rect = svg.current?.getBoundingClientRect();
    return toFramePoint(event.clientX, event.clientY, rect ?? { left: 0, top: 0, width: 0, height: 0 });
  };
  const down = (event: PointerEvent<SVGSVGElement>) => {
    if (!editing || pointer !== null) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPointer(event.pointerId);
    editing.onChange(startStroke(editing.strokes, point(event), editing.color));
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (!editing || pointer !== event.pointerId) return;
    editing.onChange(extendStroke(editing.strokes, point(event)));
  };
  const up = (event: PointerEvent<SVGSVGElement>) => {
    if (pointer === event.pointerId) setPointer(null);
  };

  return (
    <svg
      ref={svg}
      className={`rk-overlay${editing ? ' rk-overlay--editing' : ''}`}
      style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
      viewBox="0 0 1 1"
      preserveAspectRatio="none"
      data-testid={editing ? 'drawing-canvas' : 'drawing-shown'}
      role={editing ? 'img' : undefined}
      aria-label={editing ? 'Drawing area over the paused frame: draw with the mouse, a pen or a finger' : undefined}
      aria-hidden={editing ? undefined : true}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      {shown.map((drawing, index) => (
        <StrokeLines key={index} strokes={drawing.strokes} box={box} />
      ))}
      {editing && <StrokeLines strokes={editing.strokes} box={box} />}
    </svg>
  );
}

/** The guest's name across the picture, so a leaked screen recording names its source. */
export function Watermark({ box, text }: { box: Box | null; text: string }) {
  if (!box) return null;
  return (
    <div
      className="rk-watermark"
      style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
      aria-hidden="true"
      data-testid="review-watermark"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <span key={index}>{text}</span>
      ))}
    </div>
  );
}
