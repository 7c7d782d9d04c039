import { useId, useState, type FormEvent } from 'react';
import { useUnlock, writeError } from './review-api';

/** The link has a passcode: ask for it; a right one sets a cookie for this link and the review loads. */
export function PasscodeForm({ token }: { token: string }) {
  const unlock = useUnlock(token);
  const [passcode, setPasscode] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passcode.trim()) unlock.mutate(passcode);
  };
  return (
    <div className="rv-page rv-page--plain">
      <h1>This review needs a passcode</h1>
      <p>The person who sent you this link can tell you the passcode.</p>
      <form className="rv-form rv-passcode" onSubmit={submit}>
        <label htmlFor={id}>Passcode</label>
        <input
          id={id}
          type="password"
          autoComplete="off"
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
          aria-invalid={unlock.isError}
          aria-describedby={unlock.isError ? `${id}-error` : undefined}
        />
        {unlock.isError && (
          <p id={`${id}-error`} className="rv-error" role="alert">
            {writeError(unlock.error, 'The passcode could not be checked right now. Please try again.')}
          </p>
        )}
        <button type="submit" className="button button--gold" disabled={!passcode.trim() || unlock.isPending}>
          {unlock.isPending ? 'Checking...' : 'Open the review'}
        </button>
      </form>
    </div>
  );
}
