import { drawingLimitMessage, PEN_COLORS, undoStroke, type Stroke } from './drawing';
import './review-kit.css';

interface DrawingToolsProps {
  drawing: boolean;
  strokes: readonly Stroke[];
  color: string;
  onColor: (color: string) => void;
  /** Starts drawing (the host pauses the player first) or ends it, keeping the strokes. */
  onToggle: (drawing: boolean) => void;
  onChange: (strokes: Stroke[]) => void;
}

/**
 * The buttons of the drawing on a paused frame: Draw on frame / Done drawing, the pen colour, Undo
 * and Clear (plain buttons: keyboard and screen reader users reach each one). Strokes stay with the
 * comment being written until it is sent or cleared.
 */
export function DrawingTools({ drawing, strokes, color, onColor, onToggle, onChange }: DrawingToolsProps) {
  const limit = drawingLimitMessage(strokes);
  return (
    <div className="rk-tools" role="group" aria-label="Drawing">
      <button type="button" className="rk-button" aria-pressed={drawing} onClick={() => onToggle(!drawing)}>
        {drawing ? 'Done drawing' : strokes.length > 0 ? 'Edit drawing' : 'Draw on frame'}
      </button>
      {drawing && (
        <span className="rk-swatches" role="radiogroup" aria-label="Pen colour">
          {PEN_COLORS.map((pen) => (
            <button
              key={pen.value}
              type="button"
              role="radio"
              aria-checked={color === pen.value}
              aria-label={pen.label}
              className="rk-swatch"
              style={{ background: pen.value }}
              onClick={() => onColor(pen.value)}
            />
          ))}
        </span>
      )}
      <button type="button" className="rk-button" disabled={strokes.length === 0} onClick={() => onChange(undoStroke(strokes))}>
        Undo stroke
      </button>
      <button type="button" className="rk-button" disabled={strokes.length === 0} onClick={() => onChange([])}>
        Clear drawing
      </button>
      <span className="rk-hint" aria-live="polite">
        {drawing ? (limit ?? 'Draw on the paused frame.') : strokes.length > 0 ? `${strokes.length} stroke${strokes.length === 1 ? '' : 's'} drawn` : ''}
      </span>
    </div>
  );
}
