import { useId } from 'react';
import { formatMs, formatSpan, rangeProblem } from './time-format';
import './review-kit.css';

export type TimeChoice = { kind: 'point' } | { kind: 'range'; startMs: number | null; endMs: number | null };

interface RangePickerProps {
  value: TimeChoice;
  onChange: (value: TimeChoice) => void;
  /** The player's current time (ms), read when a button sets the start or the end. */
  currentMs: () => number;
  /** Shown beside "At the current time", refreshed by the host as the player moves. */
  displayMs: number;
  durationMs: number | null;
}

/**
 * Where a comment lands: the player's current time, or a range whose start and end are taken from
 * the player (pause or seek, then Set start / Set end), shown as m:ss–m:ss.
 */
export function RangePicker({ value, onChange, currentMs, displayMs, durationMs }: RangePickerProps) {
  const name = useId();
  const problem = value.kind === 'range' ? rangeProblem(value.startMs, value.endMs, durationMs) : null;
  return (
    <fieldset className="rk-range">
      <legend>When</legend>
      <label className="rk-choice">
        <input type="radio" name={name} checked={value.kind === 'point'} onChange={() => onChange({ kind: 'point' })} />
        At the current time ({formatMs(displayMs)})
      </label>
      <label className="rk-choice">
        <input type="radio" name={name} checked={value.kind === 'range'} onChange={() => onChange({ kind: 'range', startMs: currentMs(), endMs: null })} />
        Over a range
      </label>
      {value.kind === 'range' && (
        <div className="rk-range-row">
          <button type="button" className="rk-button" onClick={() => onChange({ ...value, startMs: currentMs() })}>
            Set start
          </button>
          <button type="button" className="rk-button" onClick={() => onChange({ ...value, endMs: currentMs() })}>
            Set end
          </button>
          <output data-testid="range-value" aria-live="polite">
            {value.startMs === null ? '–:––' : value.endMs === null ? `${formatMs(value.startMs)}–…` : formatSpan(value.startMs, value.endMs)}
          </output>
          {problem && <span className="rk-hint">{problem}</span>}
        </div>
      )}
    </fieldset>
  );
}

/** The time fields of a comment body for a choice, or null when the range is not complete yet. */
export function timeFields(choice: TimeChoice, currentMs: number, durationMs: number | null): { timecodeMs: number; endMs?: number } | null {
  if (choice.kind === 'point') return { timecodeMs: currentMs };
  if (rangeProblem(choice.startMs, choice.endMs, durationMs) !== null || choice.startMs === null || choice.endMs === null) return null;
  return { timecodeMs: choice.startMs, endMs: choice.endMs };
}
