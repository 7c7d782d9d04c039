import type { Quality } from '@podcast/contracts';
import { formatPlayerTime } from '@podcast/web-kit';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import ReactPlayer from 'react-player';
import { ExitFullscreenIcon, FullscreenIcon, PauseIcon, PlayIcon, SkipBackIcon, SkipForwardIcon, VolumeIcon } from './player-icons';
import {
  availableQualities,
  clamp,
  PLAYER_DEFAULT_VOLUME,
  PLAYER_SKIP_SECONDS,
  preferredQuality,
  QUALITY_DISPLAY_ORDER,
  qualityLabel,
  renditionUnavailableNote,
  skipTarget,
  sliderKeyStep,
  type VideoSources,
} from './player-logic';
import type { VideoPlayerProps } from './video-player';

/**
 * The player proper, with react-player: loaded by VideoPlayer (video-player.tsx) only once there is
 * something to play, so a page whose episodes have no video yet (or a card not yet opened) does not
 * download it (docs/performance.md, "Web").
 */
export interface ReadyPlayerProps extends VideoPlayerProps {
  sources: VideoSources;
  name: string;
  onRefreshSources?: () => unknown;
}

interface Restore {
  time: number;
  wasPlaying: boolean;
}

export default function ReadyPlayer(props: ReadyPlayerProps) {
  const { sources, name, transcodeState } = props;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<Quality | null>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(PLAYER_DEFAULT_VOLUME);
  const [switching, setSwitching] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  // Bumped after fresh addresses were fetched: remounts the media element even when an address did not change.
  const [loadKey, setLoadKey] = useState(0);
  // Last known position and state, so a source change (quality switch, refreshed URL) can restore them.
  const position = useRef<Restore>({ time: 0, wasPlaying: Boolean(props.autoPlay) });
  const restore = useRef<Restore | null>(null);
  const retried = useRef(false);
  const started = useRef(false);
  // The media element gets its address only once this component is in the page. A <video> starts
  // loading as soon as React creates it, and React can create it well before it attaches it (revealing
  // this lazy module's Suspense boundary is throttled by up to 300 ms) or create it and throw it away
  // (a render restarted by another update): a local video then had its metadata, or its error, before
  // videoRef was set (those events were lost: the duration stayed 0:00, an expired link was never
  // refreshed), or a discarded element spent the request.
  const [attached, setAttached] = useState(false);
  useLayoutEffect(() => setAttached(true), []);
  const [showCover, setShowCover] = useState(Boolean(props.cover));

  const available = availableQualities(sources);
  const pick = (candidate: Quality | null | undefined) => (candidate && sources[candidate] ? candidate : null);
  const quality = pick(props.quality) ?? pick(chosen) ?? preferredQuality(sources);
  const src = quality ? (sources[quality] ?? undefined) : undefined;
  const showSelector = transcodeState !== undefined ? available.length > 0 : available.length > 1;

  // A new address for a video already playing: keep the position and the paused state.
  const previousSrc = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (previousSrc.current && src && src !== previousSrc.current) {
      restore.current = restore.current ?? { ...position.current };
      setSwitching(true);
    } else if (!previousSrc.current && src && props.autoPlay) {
      restore.current = { time: 0, wasPlaying: true };
    }
    previousSrc.current = src;
  }, [src, props.autoPlay]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const play = async () => {
    const video = videoRef.current;
    if (!video) return;
    try {
      await video.play();
    } catch (error) {
      // Autoplay policy or an aborted load: stay paused, never an unhandled rejection.
      console.warn('Playback did not start', error);
      setPlaying(false);
    }
  };
  const pause = () => videoRef.current?.pause();
  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    const target = clamp(seconds, 0, Number.isFinite(video.duration) && video.duration > 0 ? video.duration : seconds);
    video.currentTime = target;
    setCurrent(target);
    position.current.time = target;
  };

  useImperativeHandle(props.ref, () => ({ seek, play, pause, currentTime: () => videoRef.current?.currentTime ?? 0, video: () => videoRef.current }));

  const selectQuality = (next: Quality) => {
    if (next === quality || !sources[next]) return;
    const video = videoRef.current;
    if (video) restore.current = { time: video.currentTime, wasPlaying: !video.paused };
    video?.pause();
    setSwitching(true);
    if (props.quality === undefined) setChosen(next);
    props.onQualityChange?.(next);
  };

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    setDuration(Number.isFinite(video.duration) ? video.duration : 0);
    retried.current = false;
    const pending = restore.current;
    restore.current = null;
    setSwitching(false);
    if (!pending) return;
    if (pending.time > 0) {
      video.currentTime = pending.time;
      setCurrent(pending.time);
    }
    if (pending.wasPlaying) void play();
  };

  const onError = () => {
    const error = videoRef.current?.error;
    console.warn('The video could not be loaded', error?.message ?? error?.code);
    setPlaying(false);
    setSwitching(false);
    if (!retried.current && props.onRefreshSources) {
      // Most often an expired signed URL: ask for fresh addresses once and resume where we were.
      retried.current = true;
      restore.current = { ...position.current };
      void Promise.resolve(props.onRefreshSources()).finally(() => setLoadKey((key) => key + 1));
    }
  };

  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (!video || restore.current) return;
    setCurrent(video.currentTime);
    position.current.time = video.currentTime;
    props.onTimeUpdate?.(video.currentTime);
  };

  const onPlay = () => {
    setPlaying(true);
    position.current.wasPlaying = true;
    setShowCover(false);
    if (!started.current) {
      started.current = true;
      props.onStart?.();
    }
  };
  const onPause = () => {
    setPlaying(false);
    if (!restore.current) position.current.wasPlaying = false;
  };

  const togglePlay = () => (videoRef.current?.paused ? void play() : pause());
  const toggleFullscreen = () => {
    const container = containerRef.current;
    if (!container) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch((error: unknown) => console.warn('Exit fullscreen failed', error));
    else void container.requestFullscreen().catch((error: unknown) => console.warn('Fullscreen failed', error));
  };

  const bigStep = (event: KeyboardEvent<HTMLInputElement>, value: number, max: number, apply: (value: number) => void) => {
    const delta = sliderKeyStep(event.key, event.shiftKey);
    if (delta === null) return;
    event.preventDefault();
    apply(clamp(value + delta, 0, max));
  };

  const end = duration > 0 ? Math.floor(duration) : 0;
  const shown = Math.min(Math.floor(current), end || Math.floor(current));

  return (
    <div
      ref={containerRef}
      className={`vp${playing ? ' vp--playing' : ''}${fullscreen ? ' vp--fullscreen' : ''}`}
      role="group"
      aria-label={name}
      data-testid="video-player"
    >
      <ReactPlayer
        key={loadKey}
        ref={videoRef}
        src={attached ? src : undefined}
        className="vp-video"
        width="100%"
        height="100%"
        controls={false}
        playsInline
        preload="metadata"
        poster={props.poster ?? undefined}
        volume={volume / 100}
        onClick={togglePlay}
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={() => {
          const value = videoRef.current?.duration;
          if (value !== undefined && Number.isFinite(value)) setDuration(value);
        }}
        onTimeUpdate={onTimeUpdate}
        onSeeked={() => videoRef.current && !restore.current && setCurrent(videoRef.current.currentTime)}
        onPlay={onPlay}
        onPause={onPause}
        onEnded={() => {
          setPlaying(false);
          position.current.wasPlaying = false;
        }}
        onError={onError}
      />
      {showCover && <div className="vp-cover">{props.cover}</div>}
      {switching && (
        <div className="vp-overlay" role="status">
          <span className="vp-spinner" aria-hidden="true" />
          Switching quality...
        </div>
      )}
      {!src && transcodeState !== undefined && (
        <div className="vp-overlay vp-overlay--static">
          <p className="vp-message-title">No video available</p>
          <p className="vp-message-text">Video is being processed or not yet uploaded</p>
        </div>
      )}
      <div className="vp-controls">
        <input
          className="vp-progress"
          type="range"
          min={0}
          max={end}
          step={1}
          value={shown}
          aria-label="Seek"
          aria-valuetext={`${formatPlayerTime(shown)} of ${formatPlayerTime(end)}`}
          onChange={(event) => seek(Number(event.target.value))}
          onKeyDown={(event) => bigStep(event, shown, end, seek)}
          disabled={!src}
        />
        <div className="vp-bar">
          <button type="button" className="vp-button" onClick={togglePlay} aria-label={playing ? 'Pause' : 'Play'} disabled={!src}>
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className="vp-button vp-skip"
            onClick={() => seek(skipTarget(videoRef.current?.currentTime ?? current, -PLAYER_SKIP_SECONDS, duration))}
            aria-label="Skip back 10 seconds"
            disabled={!src}
          >
            <SkipBackIcon />
          </button>
          <button
            type="button"
            className="vp-button vp-skip"
            onClick={() => seek(skipTarget(videoRef.current?.currentTime ?? current, PLAYER_SKIP_SECONDS, duration))}
            aria-label="Skip forward 10 seconds"
            disabled={!src}
          >
            <SkipForwardIcon />
          </button>
          <span className="vp-time" data-testid="player-time">
            {formatPlayerTime(shown)} / {formatPlayerTime(end)}
          </span>
          <span className="vp-volume">
            <VolumeIcon />
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={volume}
              aria-label="Volume"
              aria-valuetext={`${volume}%`}
              onChange={(event) => setVolume(Number(event.target.value))}
              onKeyDown={(event) => bigStep(event, volume, 100, setVolume)}
            />
          </span>
          {showSelector && (
            <select
              className="vp-quality"
              aria-label="Video quality"
              value={quality ?? ''}
              disabled={switching}
              onChange={(event) => selectQuality(event.target.value as Quality)}
            >
              {(transcodeState !== undefined ? QUALITY_DISPLAY_ORDER : available).map((option) => {
                const note = transcodeState !== undefined ? renditionUnavailableNote(option, sources, transcodeState) : null;
                return (
                  <option key={option} value={option} disabled={!sources[option]}>
                    {note ? `${qualityLabel(option)} ${note}` : qualityLabel(option)}
                  </option>
                );
              })}
            </select>
          )}
          <button type="button" className="vp-button" onClick={toggleFullscreen} aria-label={fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'}>
            {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
          </button>
        </div>
        {transcodeState === 'processing' && <p className="vp-note">⚙️ Processing HD versions...</p>}
        {transcodeState === 'failed' && <p className="vp-note">❌ Transcoding failed</p>}
      </div>
    </div>
  );
}
