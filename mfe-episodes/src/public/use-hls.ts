import { useEffect, useRef, useState, type RefObject } from 'react';
import type HlsType from 'hls.js';

/** One rung of the ladder as the quality menu shows it. */
export interface HlsRung {
  /** hls.js's level index. */
  index: number;
  /** "1080P", "720P"… (the spec's label style). */
  label: string;
}

/** The manual choice: 'auto' (hls.js picks by bandwidth) or a level index. */
export type HlsChoice = 'auto' | number;

export type HlsMode = 'hls.js' | 'native' | 'failed';

export interface HlsPlayback {
  /** null until known; 'failed' when this browser can play neither (the player falls back to the MP4s). */
  mode: HlsMode | null;
  rungs: HlsRung[];
  choice: HlsChoice;
  /** The level hls.js plays now (-1 before the first one, and with native HLS). */
  level: number;
  /** A manual switch is under way: from the choice until hls.js reports the new level. */
  switching: boolean;
  choose: (choice: HlsChoice) => void;
}

const NATIVE_HLS = 'application/vnd.apple.mpegurl';

const hasMediaSource = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

/**
 * HLS playback of the master playlist `src` in `videoRef`'s element (docs/media.md, "Adaptive
 * streaming"). hls.js wherever it runs (Media Source Extensions: Chromium, Firefox, Safari on macOS
 * and iOS 17.1+), because only it offers the manual choice of a rung; it is imported only here, so the
 * episode page's first JavaScript does not carry it. A browser without MSE that plays HLS itself (an
 * older iPhone) gets the address: the browser then picks the rung, and there is no menu. A manual
 * choice sets hls.js's currentLevel: it drops the buffer ahead and goes on from the same position.
 * `reloadKey` starts over on a new element (the player remounts it after a media error).
 */
export function useHls(videoRef: RefObject<HTMLVideoElement | null>, src: string | undefined, reloadKey = 0): HlsPlayback {
  const [mode, setMode] = useState<HlsMode | null>(null);
  const [rungs, setRungs] = useState<HlsRung[]>([]);
  const [choice, setChoice] = useState<HlsChoice>('auto');
  const [level, setLevel] = useState(-1);
  const [switching, setSwitching] = useState(false);
  const hlsRef = useRef<HlsType | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!src || !video) return;
    const native = () => {
      video.src = src;
      setMode('native');
    };
    // No Media Source Extensions (an iPhone before iOS 17.1): only the browser's own HLS can play it.
    if (!hasMediaSource() && video.canPlayType(NATIVE_HLS)) {
      native();
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let cancelled = false;
    let recoveredMedia = false;
    let restartedNetwork = false;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          if (video.canPlayType(NATIVE_HLS)) native();
          else setMode('failed');
          return;
        }
        const hls = new Hls({ capLevelToPlayerSize: true });
        hlsRef.current = hls;
        hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          // hls.js orders its levels by bitrate, lowest first; the menu lists the tallest first.
          const levels = data.levels.map((entry, index) => ({ index, label: `${entry.height}P`, height: entry.height }));
          setRungs(levels.sort((a, b) => b.height - a.height).map(({ index, label }) => ({ index, label })));
        });
        hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
          setLevel(data.level);
          setSwitching(false);
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          console.warn('HLS playback error', data.type, data.details);
          // The usual ways back (hls.js's guide): restart loading once, recover the decoder once; else the MP4s.
          if (data.type === Hls.ErrorTypes.NETWORK_ERROR && !restartedNetwork) {
            restartedNetwork = true;
            hls.startLoad();
          } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
            recoveredMedia = true;
            hls.recoverMediaError();
          } else {
            hls.destroy();
            hlsRef.current = null;
            setSwitching(false);
            setMode('failed');
          }
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        setMode('hls.js');
      })
      .catch((error: unknown) => {
        console.warn('hls.js could not be loaded', error);
        if (!cancelled) setMode('failed');
      });
    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [videoRef, src, reloadKey]);

  const choose = (next: HlsChoice) => {
    const hls = hlsRef.current;
    if (!hls || next === choice) return;
    setChoice(next);
    if (next === 'auto') {
      // Back to bandwidth-driven choice from the next segment on: nothing to wait for.
      hls.currentLevel = -1;
      return;
    }
    if (next !== hls.currentLevel) setSwitching(true);
    hls.currentLevel = next;
  };

  return { mode, rungs, choice, level, switching, choose };
}
