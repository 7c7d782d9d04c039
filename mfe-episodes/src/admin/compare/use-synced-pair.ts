import { useEffect } from 'react';
import { mediaState, syncSteps, type SyncStep } from './compare-sync';

const LEAD_EVENTS = ['play', 'pause', 'seeked', 'ratechange'] as const;
/** Events a video fires within this time after we changed it are our own doing, not the user's. */
const OWN_CHANGE_MS = 600;

function apply(video: HTMLVideoElement, step: SyncStep) {
  if (step.kind === 'play') void video.play().catch(() => undefined);
  else if (step.kind === 'pause') video.pause();
  else if (step.kind === 'seek') video.currentTime = step.to;
  else video.playbackRate = step.to;
}

/**
 * Keeps two players in step: play, pause, seek and speed on either one are done on the other, and
 * drift is corrected four times a second while they play. The second video starts muted so the two
 * soundtracks do not play over each other (its own volume control unmutes it).
 */
export function useSyncedPair(first: () => HTMLVideoElement | null, second: () => HTMLVideoElement | null, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    let attached: [HTMLVideoElement, HTMLVideoElement] | null = null;
    let leader: HTMLVideoElement | null = null;
    const ownUntil = new Map<HTMLVideoElement, number>();
    const other = (video: HTMLVideoElement) => (attached?.[0] === video ? attached[1] : (attached?.[0] ?? null));

    const follow = (lead: HTMLVideoElement) => {
      const follower = other(lead);
      if (!follower) return;
      const steps = syncSteps(mediaState(lead), mediaState(follower));
      if (steps.length === 0) return;
      ownUntil.set(follower, Date.now() + OWN_CHANGE_MS);
      steps.forEach((step) => apply(follower, step));
    };
    const onEvent = (event: Event) => {
      const video = event.currentTarget as HTMLVideoElement;
      if ((ownUntil.get(video) ?? 0) > Date.now()) return;
      leader = video;
      follow(video);
    };
    const detach = () => {
      attached?.forEach((video) => LEAD_EVENTS.forEach((name) => video.removeEventListener(name, onEvent)));
      attached = null;
    };
    const tick = () => {
      const a = first();
      const b = second();
      // The players mount their elements lazily and a quality switch may replace one: (re)attach.
      if (!a || !b) return detach();
      if (attached?.[0] !== a || attached[1] !== b) {
        detach();
        attached = [a, b];
        if (leader !== a && leader !== b) b.muted = true;
        leader = leader === b ? b : a;
        [a, b].forEach((video) => LEAD_EVENTS.forEach((name) => video.addEventListener(name, onEvent)));
      }
      if (leader && !leader.paused) follow(leader);
    };
    const timer = window.setInterval(tick, 250);
    tick();
    return () => {
      window.clearInterval(timer);
      detach();
    };
  }, [first, second, enabled]);
}
