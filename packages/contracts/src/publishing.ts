/**
 * The publishing rule (issue 12), in one place for the API and every admin screen: an episode goes
 * public only on purpose, and without an approved, transcoded video only with an explicit
 * acknowledgement. The admin screens always send the acknowledgement field when they publish
 * (`publishWithoutVideo: false` unless the admin ticked "Publish without video"), so the API refuses a
 * video-less publish from them even if the video changed while the dialog was open. A request that
 * leaves the field out keeps the spec's call as it is (spec §7: {status: published} publishes; the public
 * player then shows "No video available"), so existing API clients are not broken (docs/spec-notes.md).
 */

/** What the public player will have for an episode once it is public. */
export enum VideoReadiness {
  /** The final video exists and its 720p/480p renditions are done. */
  Ready = 'ready',
  /** The final video exists but is not transcoded (waiting, transcoding or failed): only the original file plays. */
  NotTranscoded = 'not-transcoded',
  /** No edited video at all: the player shows "No video available". */
  None = 'none',
}

/** The facts of the video that will play: the chosen final video, else the newest edited one. */
export interface PublishVideoFacts {
  originalName: string;
  transcodingStatus: string | null;
}

export function videoReadiness(video: PublishVideoFacts | null | undefined): VideoReadiness {
  if (!video) return VideoReadiness.None;
  return video.transcodingStatus === 'completed' ? VideoReadiness.Ready : VideoReadiness.NotTranscoded;
}

/** Whether publishing needs the explicit "Publish without video" acknowledgement. */
export function needsVideoAcknowledgement(readiness: VideoReadiness): boolean {
  return readiness !== VideoReadiness.Ready;
}

/** Whether a write makes an episode public: it asks for `published` while the episode is not (or does not exist yet). */
export function makesPublic(currentStatus: string | null, nextStatus: string | null | undefined): boolean {
  return nextStatus === 'published' && currentStatus !== 'published';
}

export const PUBLISH_TEXTS = {
  acknowledge: 'Publish without video',
  /** The public player's own words (spec §2 "Video player"). */
  noVideo: 'No video available',
  refused:
    'This episode has no approved, transcoded video. Publishing it shows visitors "No video available" (or only the original file); send publishWithoutVideo: true to publish it anyway.',
} as const;

/** What visitors will see in the player, said in the confirmation dialog. */
export function visitorsWillSee(readiness: VideoReadiness, video: PublishVideoFacts | null | undefined): string {
  switch (readiness) {
    case VideoReadiness.Ready:
      return `Visitors will watch "${video?.originalName ?? 'the final video'}" in 720p and 480p.`;
    case VideoReadiness.NotTranscoded:
      return `"${video?.originalName ?? 'The final video'}" is not transcoded (${video?.transcodingStatus ?? 'not started'}): visitors get only the original file, with no 720p or 480p, and it may not play in every browser.`;
    default:
      return `There is no edited video: visitors will see "${PUBLISH_TEXTS.noVideo}" with "Video is being processed or not yet uploaded".`;
  }
}

/**
 * The rule itself: null when the write may go ahead, else the refusal message. Only a write that
 * makes the episode public is checked; one already public stays public without a new check. The check
 * applies when the request carries the acknowledgement field (false: refuse without a ready video).
 */
export function publishRefusal(
  currentStatus: string | null,
  request: { status?: string | null; publishWithoutVideo?: boolean | null },
  video: PublishVideoFacts | null | undefined,
): string | null {
  if (!makesPublic(currentStatus, request.status)) return null;
  if (!needsVideoAcknowledgement(videoReadiness(video))) return null;
  return request.publishWithoutVideo === false ? PUBLISH_TEXTS.refused : null;
}

/**
 * Newest first among edited videos: the higher version, then the higher id. A video without a version
 * counts as version 0 (it predates versioning, or its version was never assigned), so any versioned
 * upload is newer; among unversioned ones the later upload (higher id) wins.
 */
export function newerVideoFirst(a: { id: number; version?: number | null }, b: { id: number; version?: number | null }): number {
  return (b.version ?? 0) - (a.version ?? 0) || b.id - a.id;
}

/**
 * The final-video rule, the one place it is written (the API's episode pages, feeds, text tracks and
 * artwork, and every admin screen use it): among an episode's edited videos, the chosen one when it is
 * still there, else the newest (newerVideoFirst).
 */
export function pickFinalVideo<A extends { id: number; version?: number | null }>(
  edited: readonly A[],
  finalVideoAssetId: number | null | undefined,
): A | null {
  const chosen = edited.find((asset) => asset.id === finalVideoAssetId);
  if (chosen) return chosen;
  return [...edited].sort(newerVideoFirst)[0] ?? null;
}

/** Durations the API accepts (42:18, 1:02:03, 45), and what the form says about a bad one. */
export const DURATION_PATTERN = /^(\d{1,3}|\d{1,3}:[0-5]\d|\d{1,2}:[0-5]\d:[0-5]\d)$/;
export const DURATION_HINT = 'Use minutes:seconds (42:18), hours:minutes:seconds (1:02:03) or whole minutes (45).';
