import { apiClient, ApiError } from '@podcast/web-kit';
import { useState, type FormEvent } from 'react';
import { usePublicToast } from './toast';

/** Spec §4/§9: "Joining..." lasts at least 1 second. */
export const NEWSLETTER_MIN_PENDING_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** POST /api/newsletter {email}, showing "Joining..." for at least a second and until it answers. */
export async function joinNewsletter(email: string, minMs = NEWSLETTER_MIN_PENDING_MS): Promise<void> {
  const [result] = await Promise.allSettled([apiClient.post('/api/newsletter', { body: { email } }), wait(minMs)]);
  if (result.status === 'rejected') throw result.reason;
}

export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const [joining, setJoining] = useState(false);
  const toast = usePublicToast();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || joining) return;
    setJoining(true);
    try {
      await joinNewsletter(value);
      setEmail('');
      toast({
        title: 'Success!',
        description: 'Welcome to the newsletter community! New episodes and the best lessons from our guests will land in your inbox.',
      });
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
    </section>
  );
}
