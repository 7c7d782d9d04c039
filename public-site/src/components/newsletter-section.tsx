import { apiClient, ApiError } from '@podcast/web-kit';
import { useState, type FormEvent } from 'react';
import { usePublicToast } from './toast';

/** Spec §4/§9: "Joining..." lasts at least 1 second. */
export const NEWSLETTER_MIN_PENDING_MS = 1000;

/**
 * After a sign-up, the address is only pending until its owner clicks the mail's link (double opt-in),
 * so the toast asks for that instead of the spec's "Success! … will land in your inbox" (docs/spec-notes.md).
 * The API answers the same for every address, and so does this: it must not tell who subscribed.
 */
export const NEWSLETTER_CONFIRM_TOAST = {
  title: 'Please confirm from your inbox',
  description:
    'To finish joining, click Confirm subscription in the email we send to this address (at most one an hour; check your spam folder too). Already subscribed? Then there is nothing more to do.',
} as const;

/** Under the form once asked: the toast's request, kept on the page. */
export const NEWSLETTER_NEXT_STEP = 'Almost there: click Confirm subscription in the email we send you to finish joining.';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** POST /api/newsletter {email}, showing "Joining..." for at least a second and until it answers. */
export async function joinNewsletter(email: string, minMs = NEWSLETTER_MIN_PENDING_MS): Promise<void> {
  const [result] = await Promise.allSettled([apiClient.post('/api/newsletter', { body: { email } }), wait(minMs)]);
  if (result.status === 'rejected') throw result.reason;
}

export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const [joining, setJoining] = useState(false);
  // The toast leaves after 5 s; what to do next stays under the form.
  const [asked, setAsked] = useState(false);
  const toast = usePublicToast();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || joining) return;
    setJoining(true);
    try {
      await joinNewsletter(value);
      setEmail('');
      setAsked(true);
      toast(NEWSLETTER_CONFIRM_TOAST);
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? 'Please try again in a moment.') : 'Please check your connection and try again.';
      toast({ title: 'Could not join the newsletter', description: message, variant: 'error' });
    } finally {
      setJoining(false);
    }
  };

  return (
    <section id="newsletter" className="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Join the Newsletter</h2>
      <p className="newsletter__text">
        One email per episode: the guest, the three lessons worth stealing, and the link to watch. No spam, unsubscribe in one click.
      </p>
      <form className="newsletter__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={joining}
        />
        <button type="submit" className="button button--gold" disabled={joining}>
          {joining ? 'Joining...' : 'Join Now'}
        </button>
      </form>
      {asked && <p className="newsletter__next">{NEWSLETTER_NEXT_STEP}</p>}
    </section>
  );
}
