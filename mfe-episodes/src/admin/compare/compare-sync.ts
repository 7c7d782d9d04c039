/**
 * Two videos played in sync (issue 35 item 4): whichever one the user last played, paused, sought or
 * changed the speed of leads, and the other follows. Pure steps here; use-synced-pair.ts applies them.
 */

export interface MediaState {
  paused: boolean;
  currentTime: number;
  playbackRate: number;
  /** NaN until known. */
  duration: number;
}

export type SyncStep = { kind: 'play' } | { kind: 'pause' } | { kind: 'seek'; to: number } | { kind: 'rate'; to: number };

/** More apart than this (seconds) while playing, and the follower is moved to the leader's time. */
export const DRIFT_TOLERANCE = 0.2;

/**
 * What the follower must do to match the leader. A follower shorter than the leader's position
 * waits at its end, paused (the versions may differ in length).
 */
export function syncSteps(leader: MediaState, follower: MediaState, tolerance = DRIFT_TOLERANCE): SyncStep[] {
  const steps: SyncStep[] = [];
  const beyondEnd = Number.isFinite(follower.duration) && leader.currentTime >= follower.duration;
  const target = beyondEnd ? follower.duration : leader.currentTime;
  if (follower.playbackRate !== leader.playbackRate) steps.push({ kind: 'rate', to: leader.playbackRate });
  // Paused, any difference is visible (frames compared side by side); playing, only real drift counts.
  const allowed = leader.paused ? 0.04 : tolerance;
  if (Math.abs(follower.currentTime - target) > allowed) steps.push({ kind: 'seek', to: target });
  const shouldPlay = !leader.paused && !beyondEnd;
  if (shouldPlay && follower.paused) steps.push({ kind: 'play' });
  if (!shouldPlay && !follower.paused) steps.push({ kind: 'pause' });
  return steps;
}

export const mediaState = (video: HTMLVideoElement): MediaState => ({
  paused: video.paused,
  currentTime: video.currentTime,
  playbackRate: video.playbackRate,
  duration: video.duration,
});
