import type { ReviewSessionDto } from '@podcast/contracts';
import { useId, useState } from 'react';
import { rememberName } from './review-sources';
import { useDecision, writeError } from './review-api';

type Decision = 'approved' | 'changes_requested';

const WORDS: Record<Decision, { button: string; confirm: string; done: string }> = {
  approved: { button: 'Approve', confirm: 'Approve this version', done: 'You approved this version' },
  changes_requested: { button: 'Request changes', confirm: 'Send the change request', done: 'You asked for changes' },
};

/**
 * Approve or Request changes, with a note, after a confirmation (the team acts on it). The latest
 * decision counts: the guest may change their mind while the link works.
 */
export function DecisionPanel({ token, session, name, onName }: { token: string; session: ReviewSessionDto; name: string; onName: (name: string) => void }) {
  const decide = useDecision(token);
  const [pending, setPending] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const id = useId();
  const current = session.decision as Decision | null;

  const confirm = () => {
    if (!pending || !name.trim()) return;
    rememberName(name.trim());
    decide.mutate(
      { decision: pending, authorName: name.trim(), ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setPending(null);
          setNote('');
        },
      },
    );
  };

  return (
    <section className="rv-decision" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your decision</h2>
      {current && (
        <p role="status" data-testid="review-decision">
          <strong>{WORDS[current].done}</strong>
          {session.decidedAt ? ` on ${new Date(session.decidedAt).toLocaleString()}` : ''}.{session.decisionNote ? ` Note: ${session.decisionNote}` : ''}
        </p>
      )}
      {pending ? (
        <div className="rv-form rv-confirm" role="group" aria-label={WORDS[pending].confirm}>
          <p>
            <strong>{WORDS[pending].confirm}?</strong> The team sees it at once, with your note.
          </p>
          <label htmlFor={`${id}-name`}>Your name</label>
          <input id={`${id}-name`} value={name} maxLength={100} autoComplete="name" onChange={(event) => onName(event.target.value)} />
          <label htmlFor={`${id}-note`}>Note (optional)</label>
          <textarea id={`${id}-note`} value={note} maxLength={2000} rows={3} onChange={(event) => setNote(event.target.value)} />
          {!name.trim() && <p className="rv-muted">Enter your name to send it.</p>}
          {decide.isError && (
            <p className="rv-error" role="alert">
              {writeError(decide.error, 'Your decision could not be sent. Please try again.')}
            </p>
          )}
          <div className="rv-actions">
            <button type="button" className="button button--gold" onClick={confirm} disabled={!name.trim() || decide.isPending}>
              {decide.isPending ? 'Sending...' : WORDS[pending].confirm}
            </button>
            <button type="button" className="button button--outline" onClick={() => setPending(null)} disabled={decide.isPending}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="rv-actions">
          <button type="button" className="button button--gold" onClick={() => setPending('approved')}>
            Approve
          </button>
          <button type="button" className="button button--outline" onClick={() => setPending('changes_requested')}>
            Request changes
          </button>
        </div>
      )}
    </section>
  );
}
