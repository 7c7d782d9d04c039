import { useEffect } from 'react';
import { PasscodeForm } from './passcode-form';
import { refusalOf, useReviewSession } from './review-api';
import { ReviewRoom } from './review-room';
import './review-page.css';

export interface ReviewPageProps {
  /** The link's token: the last segment of /review/{token}. */
  token: string;
}

/** Keeps the page out of search engines while it is shown (the server also sends X-Robots-Tag and the meta in its HTML). */
function useNoIndex(title: string) {
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const added = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    const before = meta.content;
    meta.content = 'noindex';
    return () => {
      if (added) meta.remove();
      else meta.content = before;
    };
  }, [title]);
}

/** A page with a heading and a sentence, nothing else: no player, no media address (404, 410). */
export function PlainMessage({ title, message, children }: { title: string; message: string; children?: React.ReactNode }) {
  return (
    <div className="rv-page rv-page--plain" data-testid="review-plain">
      <h1>{title}</h1>
      <p>{message}</p>
      {children}
    </div>
  );
}

/**
 * The guest's review page, /review/{token} (issue 35): no account; the token is the credential. The
 * passcode form when the link has one; a plain message when it is unknown, expired or revoked.
 */
export default function ReviewPage({ token }: ReviewPageProps) {
  const session = useReviewSession(token);
  useNoIndex(session.data ? `Review: ${session.data.episodeTitle}` : 'Review');
  if (session.isPending)
    return (
      <div className="rv-page" role="status">
        <p>Loading the review...</p>
      </div>
    );
  if (session.isError) {
    const refusal = refusalOf(session.error);
    if (refusal.kind === 'passcode') return <PasscodeForm token={token} />;
    if (refusal.kind === 'gone') return <PlainMessage title={refusal.title} message={refusal.message} />;
    return (
      <PlainMessage title="Something went wrong" message={refusal.message}>
        <button type="button" className="button button--gold" onClick={() => void session.refetch()}>
          Retry
        </button>
      </PlainMessage>
    );
  }
  return <ReviewRoom token={token} session={session.data} onRefresh={() => session.refetch()} />;
}
