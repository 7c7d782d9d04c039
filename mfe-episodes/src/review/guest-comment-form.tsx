import { useId, useState, type FormEvent } from 'react';
import { DrawingTools } from './kit/drawing-tools';
import { drawingOrNull, type Stroke } from './kit/drawing';
import { RangePicker, timeFields, type TimeChoice } from './kit/range-picker';
import { rememberName } from './review-sources';
import { useGuestComment, writeError } from './review-api';

/** The API's caps: a name of 1..100 characters, a comment of 1..2000. */
export const GUEST_LIMITS = { name: 100, text: 2000 } as const;

interface GuestCommentFormProps {
  token: string;
  /** The guest's name, shared with the decision and remembered in this browser. */
  name: string;
  onName: (name: string) => void;
  /** The player's time as last reported (shown beside "At the current time"). */
  currentMs: number;
  /** Reads the player's time now (Set start / Set end, and the moment a comment is sent). */
  readMs: () => number;
  durationMs: number | null;
  drawing: boolean;
  strokes: Stroke[];
  color: string;
  onColor: (color: string) => void;
  onToggleDrawing: (on: boolean) => void;
  onStrokes: (strokes: Stroke[]) => void;
}

/** The guest's comment: their name (remembered in this browser), the text, when, and an optional drawing. */
export function GuestCommentForm(props: GuestCommentFormProps) {
  const { token, name, onName, currentMs, readMs, durationMs, drawing, strokes, color, onColor, onToggleDrawing, onStrokes } = props;
  const send = useGuestComment(token);
  const [text, setText] = useState('');
  const [when, setWhen] = useState<TimeChoice>({ kind: 'point' });
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const authorName = name.trim();
    const body = text.trim();
    if (!authorName) return setProblem('Enter your name.');
    if (!body) return setProblem('Write a comment.');
    const time = timeFields(when, readMs(), durationMs);
    if (!time) return setProblem('Set the start and the end of the range (the end after the start).');
    setProblem(null);
    const drawn = drawingOrNull(strokes);
    rememberName(authorName);
    send.mutate(
      { authorName, text: body, ...time, ...(drawn ? { drawing: drawn } : {}) },
      {
        onSuccess: () => {
          setText('');
          setWhen({ kind: 'point' });
          onStrokes([]);
          onToggleDrawing(false);
        },
      },
    );
  };

  const error = problem ?? (send.isError ? writeError(send.error, 'Your comment could not be sent. Please try again.') : null);
  return (
    <form className="rv-form rv-comment-form" onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`}>Add a comment</h2>
      <label htmlFor={`${id}-name`}>Your name</label>
      <input id={`${id}-name`} value={name} maxLength={GUEST_LIMITS.name} autoComplete="name" onChange={(event) => onName(event.target.value)} />
      <label htmlFor={`${id}-text`}>Comment</label>
      <textarea id={`${id}-text`} value={text} maxLength={GUEST_LIMITS.text} rows={3} onChange={(event) => setText(event.target.value)} />
      <RangePicker value={when} onChange={setWhen} currentMs={readMs} displayMs={currentMs} durationMs={durationMs} />
      <DrawingTools drawing={drawing} strokes={strokes} color={color} onColor={onColor} onToggle={onToggleDrawing} onChange={onStrokes} />
      {error && (
        <p className="rv-error" role="alert">
          {error}
        </p>
      )}
      {send.isSuccess && !error && (
        <p className="rv-muted" role="status">
          Comment sent.
        </p>
      )}
      <button type="submit" className="button button--gold" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send comment'}
      </button>
    </form>
  );
}
