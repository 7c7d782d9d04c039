import type { CommentDto, ReviewSessionDto } from '@podcast/contracts';
import { useRef, useState } from 'react';
import VideoPlayer, { type VideoPlayerHandle } from '../public/video-player';
import { DecisionPanel } from './decision-panel';
import { GuestCommentForm } from './guest-comment-form';
import { PEN_COLORS, type Stroke } from './kit/drawing';
import { drawingsAt, formatSpan, toMs } from './kit/time-format';
import { rememberedName, reviewSources } from './review-sources';
import { ReviewStage } from './review-stage';

interface ReviewRoomProps {
  token: string;
  session: ReviewSessionDto;
  /** Reads the session again: fresh signed media addresses after one expired. */
  onRefresh: () => unknown;
}

const byTime = (a: CommentDto, b: CommentDto) => a.timecodeMs - b.timecodeMs || a.id - b.id;

/** The review itself: the episode's title and version, the video, the comments of this link, the form and the decision. */
export function ReviewRoom({ token, session, onRefresh }: ReviewRoomProps) {
  const player = useRef<VideoPlayerHandle>(null);
  const [currentMs, setCurrentMs] = useState(0);
  const [drawing, setDrawing] = useState(false);
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [color, setColor] = useState<string>(PEN_COLORS[0].value);
  const [name, setName] = useState(rememberedName);
  const comments = [...session.comments].sort(byTime);
  const readMs = () => toMs(player.current?.currentTime() ?? currentMs / 1000);
  const durationMs = session.durationSec ? Math.round(session.durationSec * 1000) : null;

  const seek = (ms: number) => {
    player.current?.pause();
    player.current?.seek(ms / 1000);
    setCurrentMs(ms);
  };
  const toggleDrawing = (on: boolean) => {
    if (on) player.current?.pause();
    setDrawing(on);
  };

  return (
    <div className="rv-page">
      <header className="rv-header">
        <p className="rv-kicker">Video review{session.version !== null ? ` · Version ${session.version}` : ''}</p>
        <h1>{session.episodeTitle}</h1>
        <p className="rv-meta">
          {session.guestName ? `For ${session.guestName} · ` : ''}This link works until {new Date(session.expiresAt).toLocaleDateString()}.
        </p>
      </header>
      <div className="rv-layout">
        <section className="rv-main" aria-label="Video">
          <ReviewStage
            player={player}
            watermark={session.watermark ? session.guestName : null}
            shown={drawingsAt(comments, currentMs).flatMap((comment) => (comment.drawing ? [comment.drawing] : []))}
            editing={drawing ? { strokes, color, onChange: setStrokes } : null}
          >
            <VideoPlayer
              ref={player}
              title={session.episodeTitle}
              sources={reviewSources(session.video)}
              onTimeUpdate={(seconds) => setCurrentMs(toMs(seconds))}
              onSourceError={onRefresh}
            />
          </ReviewStage>
          <GuestCommentForm
            token={token}
            name={name}
            onName={setName}
            currentMs={currentMs}
            readMs={readMs}
            durationMs={durationMs}
            drawing={drawing}
            strokes={strokes}
            color={color}
            onColor={setColor}
            onToggleDrawing={toggleDrawing}
            onStrokes={setStrokes}
          />
        </section>
        <aside className="rv-side">
          <section aria-labelledby="rv-comments-heading">
            <h2 id="rv-comments-heading">Your comments</h2>
            {comments.length === 0 ? (
              <p className="rv-muted">No comments yet. Pause at a moment, or pick a range, and write what you see.</p>
            ) : (
              <ul className="rv-comments">
                {comments.map((comment) => (
                  <li key={comment.id} data-testid="review-comment">
                    <button
                      type="button"
                      className="rv-time"
                      onClick={() => seek(comment.timecodeMs)}
                      aria-label={`Go to ${formatSpan(comment.timecodeMs, comment.endMs)}`}
                    >
                      {formatSpan(comment.timecodeMs, comment.endMs)}
                    </button>
                    <p className="rv-comment-text">{comment.text}</p>
                    <p className="rv-muted">
                      {comment.author}
                      {comment.drawing ? ' · with a drawing' : ''}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <DecisionPanel token={token} session={session} name={name} onName={setName} />
        </aside>
      </div>
    </div>
  );
}
