/**
 * The one video player of the product (DESIGN.md: exposed as mfe_episodes/VideoPlayer; the admin
 * preview imports it from '../public/video-player'). Built on react-player 3: `src` prop, the ref is
 * the HTMLVideoElement itself, native media events (STACK.md).
 *
 * Two ways to feed it:
 * - Public: `episodeId` → it reads GET /api/episodes/{id}/approved-video and shows "Loading video...",
 *   then the video, or "No video available" / "Video is being processed or not yet uploaded".
 *   A media error (typically an expired signed URL) asks approved-video again, once, and resumes
 *   at the same position.
 * - Admin preview: `sources` = {original, 720p, 480p} (signed URLs, null when absent) plus
 *   `transcodeState` ('processing' | 'completed' | 'failed' | 'idle'). The quality selector then always
 *   shows, 720P/480P disabled with "(Processing...)" or "Unavailable" until they exist, and a line
 *   "⚙️ Processing HD versions..." or "❌ Transcoding failed". `onSourceError` is called once per
 *   failure so the host can fetch fresh URLs.
 *
 * Common props: `title` (accessible names), `poster`, `autoPlay`, `quality`/`onQualityChange`
 * (optional control of the selected quality), `onTimeUpdate(seconds)` (comments at a timecode),
 * `onStart()` (first play: records a play), and `ref` → VideoPlayerHandle {seek, play, pause,
 * currentTime, video} (clicking a comment seeks).
 *
 * Adaptive streaming (issue 34): when approved-video names an HLS master (`hls`), the player plays it
 * (hls.js, lazy, or the browser's own HLS) with a quality menu of "Auto" plus each rung; the MP4
 * qualities below stay for videos without a ladder and browsers that play neither.
 *
 * Quality: starts on 720p, then 480p, then the original; the selector shows only when more than one
 * quality exists (public). Switching pauses, swaps the source, restores the position and resumes if it
 * was playing, showing "Switching quality..." meanwhile.
 *
 * Chapters and captions (issue 20): `chapters` put markers on the seek bar, the current chapter's
 * title in the controls and a Chapters list (picking one seeks there and plays); `captions` (a WebVTT
 * file) add a CC button, off by default, whose choice holds across quality switches. The episode page
 * passes its detail's; a public player given neither reads GET /api/episodes/{id}/text-tracks itself,
 * from the lazy chunk, once it has a video. No chapters and no captions: no extra controls.
 */
import { lazy, Suspense, useEffect, type ReactNode, type Ref } from 'react';
import type { Quality } from '@podcast/contracts';
import { availableQualities, type TranscodeState, type VideoSources } from './player-sources';
import { useApprovedVideo } from './public-episode-queries';
import './video-player.css';

// react-player and the controls load only when there is a video to play (docs/performance.md, "Web").
const ReadyPlayer = lazy(() => import('./ready-player'));

export type { TranscodeState, VideoSources } from './player-sources';

export interface VideoPlayerHandle {
  /** Moves the playback position (seconds), keeping the play/pause state. */
  seek: (seconds: number) => void;
  play: () => Promise<void>;
  pause: () => void;
  currentTime: () => number;
  /** The underlying HTMLVideoElement (null before a source is ready). */
  video: () => HTMLVideoElement | null;
}

export interface VideoPlayerProps {
  /** Public mode: the episode whose approved video to play. */
  episodeId?: number;
  /** Admin mode: explicit sources; when given, approved-video is not read. */
  sources?: VideoSources;
  /** Admin mode: transcode state of the asset (enables the admin quality selector). */
  transcodeState?: TranscodeState;
  /** Used in the controls' accessible names ("Video player: <title>"). */
  title?: string;
  poster?: string | null;
  /** Starts playing as soon as the video is ready (after a click on Watch Video). */
  autoPlay?: boolean;
  /** Controlled quality (optional). */
  quality?: Quality;
  onQualityChange?: (quality: Quality) => void;
  onTimeUpdate?: (seconds: number) => void;
  /** Chapters by start (whole seconds). Public mode reads them (and the captions) from the API when both props are undefined. */
  chapters?: readonly { startSeconds: number; title: string }[];
  /** Captions: a same-origin WebVTT file and its BCP 47 language; null when there are none. */
  captions?: { src: string; language: string } | null;
  /** The first time playback starts. */
  onStart?: () => void;
  /** Admin mode: the source failed to load (e.g. an expired URL); called once until a load succeeds. Return a promise of the refetch: the player reloads when it settles. */
  onSourceError?: () => unknown;
  /**
   * A picture that stands for the video (the episode's artwork, ArtworkPicture) while it loads, when
   * there is none, and until playback first starts. The poster attribute takes one URL; this takes a
   * <picture> with sizes and formats.
   */
  cover?: ReactNode;
  ref?: Ref<VideoPlayerHandle>;
}

type Resolved = { status: 'loading' } | { status: 'none' } | { status: 'ready'; sources: VideoSources; hls?: string | null };

function useResolvedSources(episodeId: number | undefined, sources: VideoSources | undefined) {
  const approved = useApprovedVideo(sources ? undefined : episodeId);
  let resolved: Resolved;
  if (sources) {
    resolved = availableQualities(sources).length > 0 ? { status: 'ready', sources } : { status: 'none' };
  } else if (episodeId === undefined) {
    resolved = { status: 'none' };
  } else if (approved.isPending) {
    resolved = { status: 'loading' };
  } else if (approved.isError || !approved.data?.approved || availableQualities(approved.data.variants).length === 0) {
    resolved = { status: 'none' };
  } else {
    resolved = { status: 'ready', sources: approved.data.variants, hls: approved.data.hls };
  }
  useEffect(() => {
    if (approved.isError) console.warn('Could not read the approved video', approved.error);
  }, [approved.isError, approved.error]);
  return { resolved, refetch: approved.refetch };
}

export default function VideoPlayer(props: VideoPlayerProps) {
  const { resolved, refetch } = useResolvedSources(props.episodeId, props.sources);
  const name = props.title ? `Video player: ${props.title}` : 'Video player';

  const loading = <PlayerMessage name={name} cover={props.cover} loading />;
  if (resolved.status === 'loading') return loading;
  if (resolved.status === 'none' && props.transcodeState === undefined) return <PlayerMessage name={name} cover={props.cover} />;
  const sources = resolved.status === 'ready' ? resolved.sources : {};
  const refresh = props.sources ? props.onSourceError : () => refetch();
  return (
    <Suspense fallback={loading}>
      <ReadyPlayer {...props} sources={sources} hls={resolved.status === 'ready' ? resolved.hls : null} name={name} onRefreshSources={refresh} />
    </Suspense>
  );
}

/** "Loading video..." or "No video available", over the cover picture when there is one. */
function PlayerMessage({ name, cover, loading = false }: { name: string; cover?: ReactNode; loading?: boolean }) {
  return (
    <div className={`vp vp--message${cover ? ' vp--covered' : ''}`} role={loading ? 'status' : 'group'} aria-label={name}>
      {cover && <div className="vp-cover">{cover}</div>}
      {loading ? (
        <>
          <span className="vp-spinner" aria-hidden="true" />
          <p>Loading video...</p>
        </>
      ) : (
        <>
          <p className="vp-message-title">No video available</p>
          <p className="vp-message-text">Video is being processed or not yet uploaded</p>
        </>
      )}
    </div>
  );
}
