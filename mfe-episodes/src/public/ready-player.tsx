import type { Quality } from '@podcast/contracts';
import { formatPlayerTime } from '@podcast/web-kit';
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import ReactPlayer from 'react-player';
import { ChaptersMenu } from './chapters-menu';
import { CaptionsIcon, ChaptersIcon, ExitFullscreenIcon, FullscreenIcon, PauseIcon, PlayIcon, SkipBackIcon, SkipForwardIcon, VolumeIcon } from './player-icons';
import {
  availableQualities,
  captionLine,
  captionMetrics,
  captionsLanguageName,
  chapterMarkers,
  clamp,
  cueLineCount,
  currentChapterIndex,
  PLAYER_DEFAULT_VOLUME,
  PLAYER_SKIP_SECONDS,
  preferredQuality,
  QUALITY_DISPLAY_ORDER,
  qualityLabel,
  renditionUnavailableNote,
  skipTarget,
  sliderKeyStep,
  type PlayerCaptions,
  type PlayerChapter,
  type VideoSources,
} from './player-logic';
import { usePublicTextTracks } from './public-episode-queries';
import { useHls } from './use-hls';
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
  /** The HLS master playlist (approved-video's `hls`): played instead of the MP4s when this browser can. */
  hls?: string | null;
}

interface Restore {
  time: number;
  wasPlaying: boolean;
}

const NO_CHAPTERS: readonly PlayerChapter[] = [];

/**
 * The chapters and captions to show: the ones given (the episode page passes its detail's, the admin
 * preview its own), else, in public mode with neither given (a card, which has no detail), the ones
 * of GET /api/episodes/{id}/text-tracks. Asked here, in the lazy player, so a page whose cards are
 * never played never asks.
 */
function useTextTracks({ episodeId, chapters, captions }: VideoPlayerProps): { chapters: readonly PlayerChapter[]; captions: PlayerCaptions | null } {
  const ask = episodeId !== undefined && chapters === undefined && captions === undefined;
  const { data } = usePublicTextTracks(ask ? episodeId : undefined);
  if (!ask) return { chapters: chapters ?? NO_CHAPTERS, captions: captions ?? null };
  return {
    chapters: data?.chapters ?? NO_CHAPTERS,
    captions: data?.captions ? { src: data.captions.vttUrl, language: data.captions.language } : null,
  };
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

  const { chapters, captions } = useTextTracks(props);
  // Captions start off: a visitor turns them on with CC, and the choice holds across quality switches.
  const [captionsOn, setCaptionsOn] = useState(false);
  const [chaptersOpen, setChaptersOpen] = useState(false);
  const trackRef = useRef<HTMLTrackElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const chaptersButtonRef = useRef<HTMLButtonElement>(null);
  const chaptersListId = useId();
  // The open Chapters panel lies over the picture: the captions hide meanwhile, never under it.
  const [menuCoversPicture, setMenuCoversPicture] = useState(false);
  // Cues this player moved above its controls (the others were placed by the file's author).
  const placedCues = useRef(new WeakSet<TextTrackCue>());

  const available = availableQualities(sources);
  const pick = (candidate: Quality | null | undefined) => (candidate && sources[candidate] ? candidate : null);
  const quality = pick(props.quality) ?? pick(chosen) ?? preferredQuality(sources);
  const mp4Src = quality ? (sources[quality] ?? undefined) : undefined;
  // Adaptive streaming (docs/media.md): the ladder when there is one, the MP4 renditions when there is
  // none (a video transcoded before it) or when this browser plays neither HLS nor MSE.
  const stream = useHls(videoRef, attached && props.hls ? props.hls : undefined, loadKey);
  const hlsActive = Boolean(props.hls) && stream.mode !== 'failed';
  const src = hlsActive ? (props.hls ?? undefined) : mp4Src;
  const showHlsSelector = hlsActive && stream.rungs.length > 1;
  const showSelector = hlsActive ? false : transcodeState !== undefined ? available.length > 0 : available.length > 1;
  const switchingNow = switching || (hlsActive && stream.switching);

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
    const onChange = () => {
      setFullscreen(document.fullscreenElement === containerRef.current);
      // The browser hides an open popover (the Chapters list) when an element enters or leaves fullscreen.
      setChaptersOpen(false);
    };
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

  /**
   * The captions' mode follows the CC button: 'showing', or 'hidden' while off (not 'disabled': the
   * file loads, so its cues are placed before they first show). A track's mode is its state, not an
   * attribute React renders.
   */
  const captionsShown = captionsOn && !menuCoversPicture;
  const captionsOnRef = useRef(captionsShown);
  captionsOnRef.current = captionsShown;
  const applyCaptions = () => {
    const track = trackRef.current?.track;
    if (track) track.mode = captionsOnRef.current ? 'showing' : 'hidden';
  };

  /**
   * Raises the cues above the controls, which lie over the bottom of the picture (the browser would
   * put them on the bottom line, behind the buttons): each cue ends on the line just above them
   * (captionLine). Cues the file places itself are left alone. True when a cue moved.
   */
  const placeCaptions = (): boolean => {
    const cues = trackRef.current?.track?.cues;
    const player = containerRef.current;
    const controls = controlsRef.current;
    if (!cues || !player || !controls || typeof VTTCue === 'undefined') return false;
    const { clientWidth: width, clientHeight: height } = player;
    const { fontPx } = captionMetrics(width, height);
    let moved = false;
    for (const cue of Array.from(cues)) {
      if (!(cue instanceof VTTCue) || (cue.line !== 'auto' && !placedCues.current.has(cue))) continue;
      const line = captionLine(width, height, controls.offsetHeight, cueLineCount(cue.text, width, fontPx));
      if (line === null || line === cue.line) continue;
      placedCues.current.add(cue);
      cue.snapToLines = true;
      cue.line = line;
      moved = true;
    }
    return moved;
  };

  // Again whenever the element or its source changes: a quality switch swaps the address, a refreshed
  // address remounts the element (and its track).
  useEffect(applyCaptions, [captionsShown, captions?.src, src, loadKey, attached]);

  // The cues are known once the file has loaded; their place follows the player's size (a phone
  // turned, fullscreen) and the controls' height. A cue already on screen keeps its old place until
  // the browser redraws the captions, which hiding and showing them again makes it do.
  useEffect(() => {
    const element = trackRef.current;
    const player = containerRef.current;
    const controls = controlsRef.current;
    if (!element || !player || !controls) return;
    let frame = 0;
    const place = () => {
      if (!placeCaptions() || element.track.mode !== 'showing') return;
      element.track.mode = 'hidden';
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(applyCaptions);
    };
    place();
    element.addEventListener('load', place);
    const observer = new ResizeObserver(place);
    observer.observe(player);
    observer.observe(controls);
    return () => {
      element.removeEventListener('load', place);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [captions?.src, src, loadKey, attached]);

  const closeChapters = () => {
    setChaptersOpen(false);
    chaptersButtonRef.current?.focus();
  };

  /** A chapter picked from the list means "watch from here": the player seeks there and plays. */
  const jumpToChapter = (chapter: PlayerChapter) => {
    seek(chapter.startSeconds);
    if (videoRef.current?.paused) void play();
    closeChapters();
  };

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    applyCaptions();
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

  const onDurationChange = () => {
    const value = videoRef.current?.duration;
    if (value !== undefined && Number.isFinite(value)) setDuration(value);
  };
  const onSeeked = () => {
    if (videoRef.current && !restore.current) setCurrent(videoRef.current.currentTime);
  };
  const onEnded = () => {
    setPlaying(false);
    position.current.wasPlaying = false;
  };
  const captionsTrack = captions && (
    <track ref={trackRef} kind="captions" src={captions.src} srcLang={captions.language} label={captionsLanguageName(captions.language)} />
  );
  // react-player sets the volume of its element; the HLS element's is set here.
  useEffect(() => {
    if (hlsActive && videoRef.current) videoRef.current.volume = volume / 100;
  }, [hlsActive, volume, loadKey]);

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
  const markers = chapterMarkers(chapters, end);
  const chapterIndex = currentChapterIndex(chapters, current);
  const extras = chapters.length > 0 || captions !== null;

  return (
    <div
      ref={containerRef}
      className={`vp${playing ? ' vp--playing' : ''}${fullscreen ? ' vp--fullscreen' : ''}${extras ? ' vp--extras' : ''}${chaptersOpen ? ' vp--menu' : ''}`}
      role="group"
      aria-label={name}
      data-testid="video-player"
      data-playback={hlsActive ? (stream.mode ?? 'hls') : 'mp4'}
      data-quality={
        hlsActive ? (stream.choice === 'auto' ? 'auto' : (stream.rungs.find((rung) => rung.index === stream.choice)?.label ?? '')) : (quality ?? '')
      }
      data-level={hlsActive ? stream.level : undefined}
    >
      {hlsActive ? (
        // hls.js (or the browser itself) feeds this element; react-player has no part in it.
        <video
          key={loadKey}
          ref={videoRef}
          className="vp-video"
          style={{ width: '100%', height: '100%' }}
          playsInline
          preload="metadata"
          poster={props.poster ?? undefined}
          onClick={togglePlay}
          onLoadedMetadata={onLoadedMetadata}
          onDurationChange={onDurationChange}
          onTimeUpdate={onTimeUpdate}
          onSeeked={onSeeked}
          onPlay={onPlay}
          onPause={onPause}
          onEnded={onEnded}
          onError={onError}
        >
          {captionsTrack}
        </video>
      ) : (
        <ReactPlayer
          key={loadKey}
          ref={videoRef}
          src={attached ? mp4Src : undefined}
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
          onDurationChange={onDurationChange}
          onTimeUpdate={onTimeUpdate}
          onSeeked={onSeeked}
          onPlay={onPlay}
          onPause={onPause}
          onEnded={onEnded}
          onError={onError}
        >
          {captionsTrack}
        </ReactPlayer>
      )}
      {showCover && <div className="vp-cover">{props.cover}</div>}
      {switchingNow && (
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
      <div className="vp-controls" ref={controlsRef}>
        <div className="vp-seek">
          <input
            className="vp-progress"
            type="range"
            min={0}
            max={end}
            step={1}
            value={shown}
            aria-label="Seek"
            aria-valuetext={`${formatPlayerTime(shown)} of ${formatPlayerTime(end)}${chapterIndex >= 0 ? `, ${chapters[chapterIndex].title}` : ''}`}
            onChange={(event) => seek(Number(event.target.value))}
            onKeyDown={(event) => bigStep(event, shown, end, seek)}
            disabled={!src}
          />
          {markers.length > 0 && (
            // Decorative: the chapters are in the Chapters list. A click on a marker seeks to its chapter.
            <div className="vp-markers" aria-hidden="true">
              {markers.map((marker, index) => (
                <span
                  key={`${marker.startSeconds}-${index}`}
                  className="vp-marker"
                  data-testid="chapter-marker"
                  title={marker.title}
                  style={{ '--vp-at': marker.fraction } as CSSProperties}
                  onClick={() => seek(marker.startSeconds)}
                />
              ))}
            </div>
          )}
        </div>
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
            {formatPlayerTime(shown)}
            <span className="vp-time-total"> / {formatPlayerTime(end)}</span>
          </span>
          {chapterIndex >= 0 && (
            <span className="vp-chapter" data-testid="player-chapter">
              {chapters[chapterIndex].title}
            </span>
          )}
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
          {showHlsSelector && (
            <select
              className="vp-quality"
              aria-label="Video quality"
              value={String(stream.choice)}
              disabled={stream.switching}
              onChange={(event) => stream.choose(event.target.value === 'auto' ? 'auto' : Number(event.target.value))}
            >
              <option value="auto">Auto</option>
              {stream.rungs.map((rung) => (
                <option key={rung.index} value={String(rung.index)}>
                  {rung.label}
                </option>
              ))}
            </select>
          )}
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
          {captions && (
            <button
              type="button"
              className="vp-button vp-extra"
              aria-pressed={captionsOn}
              aria-label="Captions"
              title={`Captions (${captionsLanguageName(captions.language)})`}
              onClick={() => setCaptionsOn((on) => !on)}
            >
              <CaptionsIcon />
            </button>
          )}
          {chapters.length > 0 && (
            <button
              ref={chaptersButtonRef}
              type="button"
              className="vp-button vp-extra"
              aria-expanded={chaptersOpen}
              aria-controls={chaptersOpen ? chaptersListId : undefined}
              aria-label="Chapters"
              title="Chapters"
              onClick={() => setChaptersOpen((open) => !open)}
              onKeyDown={(event) => event.key === 'Escape' && chaptersOpen && closeChapters()}
            >
              <ChaptersIcon />
            </button>
          )}
          <button type="button" className="vp-button" onClick={toggleFullscreen} aria-label={fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'}>
            {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
          </button>
        </div>
        {transcodeState === 'processing' && <p className="vp-note">⚙️ Processing HD versions...</p>}
        {transcodeState === 'failed' && <p className="vp-note">❌ Transcoding failed</p>}
        {chaptersOpen && (
          <ChaptersMenu
            id={chaptersListId}
            chapters={chapters}
            currentIndex={chapterIndex}
            buttonRef={chaptersButtonRef}
            playerRef={containerRef}
            onPick={jumpToChapter}
            onClose={closeChapters}
            onDismiss={() => setChaptersOpen(false)}
            onCoverChange={setMenuCoversPicture}
          />
        )}
      </div>
    </div>
  );
}
