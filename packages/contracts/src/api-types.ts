// Generated from the API OpenAPI document by `npm run contracts:generate`. Do not edit.
import type { AuditAction, AuditTargetType } from './audit';
import type { AutomationActionType, AutomationRunStatus, AutomationSkipReason, TriggerField } from './automation';
import type { BookingSort, BookingStatus, OutreachStatus } from './booking';
import type { EditingStatus, EpisodeFilter, EpisodeStatus } from './episode';
import type { TranscodingStatus, VideoAssetType } from './media';
import type { SubscriberStatus } from './newsletter';
import type { AdminEpisodeSort } from './paging';
import type { AdminArea, StaffRole } from './roles';
import type { InvitationStatus, StaffStatus } from './staff';

export interface AuditFieldChangeDto {
  /** The value before (null when there was none) */
  before: string | null | number | boolean | Record<string, unknown> | unknown[];
  /** The value after (null when there is none) */
  after: string | null | number | boolean | Record<string, unknown> | unknown[];
}

export interface AuditEntryDto {
  /** bigint as text; entries are numbered in the order they were written */
  id: string;
  /** Format: date-time */
  at: string;
  /** null for an anonymous act (a failed sign-in of an unknown address) */
  actorId: number | null;
  /** The actor’s address then, or the address a failed sign-in tried */
  actorEmail: string | null;
  /** An AuditAction; entries written by a later release may carry one this client does not know */
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** What the target was called then */
  targetLabel: string | null;
  changes: {
    [key: string]: AuditFieldChangeDto;
  } | null;
  /** The X-Request-Id of the request that did it */
  requestId: string | null;
  clientIp: string | null;
}

export interface LoginDto {
  /** The admin email */
  username: string;
  password: string;
}

/** The sign-in's next step: none (signed in), required (enter a code: POST /api/admin/session/second-factor), enrol (two-factor is required for everyone: set it up at /admin/account first). Until it is none, other admin routes answer 403 */
export type TwoFactorStep = 'none' | 'required' | 'enrol';

export interface AdminMeDto {
  id: number;
  email: string;
  /** The name colleagues see (null until set) */
  name: string | null;
  /** The role (packages/contracts/src/roles.ts) */
  role: StaffRole;
  /** The role's permissions, for the front ends to mirror (show only what the API allows); the API checks them on every route */
  permissions: ('episodes.read' | 'episodes.write' | 'episodes.publish' | 'episodes.delete-published' | 'media.upload' | 'bookings.read' | 'bookings.write' | 'automation.read' | 'automation.write' | 'newsletter.read' | 'subscribers.read' | 'subscribers.export' | 'subscribers.delete' | 'analytics.read' | 'team.manage' | 'settings.manage' | 'audit.read')[];
  /** The admin areas the role opens: the shell shows and loads only these, and names the others as closed */
  areas: AdminArea[];
  /** The sign-in's next step: none (signed in), required (enter a code: POST /api/admin/session/second-factor), enrol (two-factor is required for everyone: set it up at /admin/account first). Until it is none, other admin routes answer 403 */
  twoFactor: TwoFactorStep;
}

export interface TwoFactorCodeDto {
  /** A six-digit code from the authenticator app (or, where accepted, a recovery code) */
  code: string;
}

export interface SessionCheckDto {
  password?: string;
  /** A code from the authenticator app, or a recovery code */
  code?: string;
}

export interface SessionCheckResultDto {
  /** When the check was made; sensitive actions work for 10 minutes after it */
  checkedAt: string;
}

export interface LogoutResponseDto {
  success: boolean;
}

export interface UpdateAccountDto {
  name: string;
}

export interface ChangePasswordDto {
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordResponseDto {
  /** How many of the person's other sessions were ended */
  endedSessions: number;
}

export interface StaffSessionDto {
  /** Names the session (not its secret id): DELETE /api/admin/sessions/{handle} ends it */
  handle: string;
  /** Browser and system, as its User-Agent said at sign-in */
  device: string;
  /** The client address at sign-in */
  address: string | null;
  /** Format: date-time */
  signedInAt: string | null;
  /**
   * Last request, to within SESSION_TOUCH_INTERVAL_SEC
   * Format: date-time
   */
  lastSeenAt: string | null;
  /** The session making this request */
  current: boolean;
}

export interface EndedSessionsDto {
  endedSessions: number;
}

export interface EpisodeCreateDto {
  title: string;
  description: string;
  episodeNumber?: number;
  guestName?: string | null;
  /** The guest's booking (Guest Bookings): the episode page's guest card comes from it. null unlinks it; guestName stays as it is. */
  guestId?: number | null;
  status?: EpisodeStatus;
  audioUrl?: string | null;
  videoUrl?: string | null;
  thumbnailUrl?: string | null;
  /** Typed by an admin; otherwise ffprobe fills it */
  duration?: string | null;
  /**
   * Set to now when publishing without one
   * Format: date-time
   */
  publishedAt?: string | null;
  /** Markdown; rendered and sanitised on the server (links allowed). '' clears them */
  showNotes?: string;
  /** true publishes without an approved, transcoded video; false makes such a publish answer 409 (the admin screens send false unless acknowledged); absent keeps the spec behaviour (docs/spec-notes.md) */
  publishWithoutVideo?: boolean;
}

export interface ImageSrcsetDto {
  /** AVIF candidates, smallest first */
  avif: string;
  /** WebP candidates, smallest first */
  webp: string;
  /** JPEG candidates (the fallback every browser reads) */
  jpeg: string;
}

export interface ImageSetDto {
  /** Text alternative for the image */
  alt: string;
  /** Width of the largest stored rendition, px */
  width: number;
  /** Height of the largest stored rendition, px */
  height: number;
  /** JPEG of about 640 px wide */
  src: string;
  srcset: ImageSrcsetDto;
  /** JPEG of about 1200 px wide for link previews (Open Graph) */
  ogImage: string;
  /** Square JPEG of 1400–3000 px for podcast apps (the feeds’ itunes:image); null unless the source is square and at least 1400 px */
  feedImage: string | null;
  /** Side of feedImage, px (the source’s own side, at most 3000); null without one, or for art stored before this was recorded */
  feedImageSize: number | null;
  /** Width of the image as uploaded, px; null for art stored before this was recorded */
  sourceWidth: number | null;
  /** Height of the image as uploaded, px; null for art stored before this was recorded */
  sourceHeight: number | null;
}

export type ReviewDecision = 'approved' | 'changes_requested';

export interface EpisodeReviewDecisionDto {
  decision: ReviewDecision;
  note: string | null;
  /** The name the guest gave */
  guestName: string | null;
  /** Format: date-time */
  decidedAt: string;
}

export interface AdminEpisodeDto {
  id: number;
  title: string;
  description: string;
  guestName: string | null;
  /** The guest's booking, or null when none is linked */
  guestId: number | null;
  episodeNumber: number;
  status: EpisodeStatus;
  editingStatus: EditingStatus;
  duration: string | null;
  /** True when an admin typed the duration (transcoding leaves it alone) */
  durationManual: boolean;
  /** Plays of the episode, all time, counted as Analytics counts them (once per listener and UTC day) */
  plays: number;
  /** Format: date-time */
  createdAt: string;
  audioUrl: string | null;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  /** Format: date-time */
  publishedAt: string | null;
  finalVideoAssetId: number | null;
  artwork: ImageSetDto | null;
  /** Show notes as written (Markdown; '' when none) */
  showNotes: string;
  /** The show notes rendered and sanitised, as the episode page shows them ('' when none) */
  showNotesHtml: string;
  /** The latest guest decision across the episode's review links */
  reviewDecision: EpisodeReviewDecisionDto | null;
}

export interface EpisodeUpdateDto {
  title?: string;
  description?: string;
  episodeNumber?: number;
  guestName?: string | null;
  /** The guest's booking (Guest Bookings): the episode page's guest card comes from it. null unlinks it; guestName stays as it is. */
  guestId?: number | null;
  status?: EpisodeStatus;
  audioUrl?: string | null;
  videoUrl?: string | null;
  thumbnailUrl?: string | null;
  /** Typed by an admin; otherwise ffprobe fills it */
  duration?: string | null;
  /**
   * Set to now when publishing without one
   * Format: date-time
   */
  publishedAt?: string | null;
  /** Markdown; rendered and sanitised on the server (links allowed). '' clears them */
  showNotes?: string;
  /** true publishes without an approved, transcoded video; false makes such a publish answer 409 (the admin screens send false unless acknowledged); absent keeps the spec behaviour (docs/spec-notes.md) */
  publishWithoutVideo?: boolean;
  editingStatus?: EditingStatus;
  /** An edited video asset of this episode; null falls back to the newest edited one */
  finalVideoAssetId?: number | null;
}

export interface PublicEpisodeDto {
  id: number;
  episodeNumber: number;
  title: string;
  description: string;
  thumbnailUrl: string | null;
  /** Shown as is, e.g. "42:18" */
  duration: string | null;
  guestName: string | null;
  /** Format: date-time */
  publishedAt: string | null;
  /** The admin-given artwork (thumbnailUrl then holds its JPEG); null when there is none */
  artwork: ImageSetDto | null;
}

export interface EpisodeGuestDto {
  name: string;
  /** The guest's position */
  role: string | null;
  company: string | null;
  portrait: ImageSetDto | null;
}

export interface ChapterDto {
  /** Whole seconds into the video */
  startSeconds: number;
  title: string;
}

export interface TranscriptParagraphDto {
  /** Whole seconds into the video where the paragraph starts */
  startSeconds: number;
  /** The speaker, when the transcript names one */
  speaker: string | null;
  text: string;
}

export interface PublicTranscriptDto {
  /** BCP 47 language tag */
  language: string;
  /** The transcript as WebVTT (text/vtt), a path on this site */
  vttUrl: string;
  /** The transcript as SRT (application/srt), a path on this site */
  srtUrl: string;
  paragraphs: TranscriptParagraphDto[];
}

export interface PublicEpisodeDetailDto {
  id: number;
  episodeNumber: number;
  title: string;
  description: string;
  thumbnailUrl: string | null;
  /** Shown as is, e.g. "42:18" */
  duration: string | null;
  guestName: string | null;
  /** Format: date-time */
  publishedAt: string | null;
  /** The admin-given artwork (thumbnailUrl then holds its JPEG); null when there is none */
  artwork: ImageSetDto | null;
  /** The show notes as sanitised HTML ('' when there are none) */
  showNotesHtml: string;
  /** Null when the episode names no guest */
  guest: EpisodeGuestDto | null;
  /** By start time; empty when the episode has none */
  chapters: ChapterDto[];
  /** Null when the episode has no transcript */
  transcript: PublicTranscriptDto | null;
}

export interface ApprovedVariantsDto {
  original: string | null;
  '720p': string | null;
  '480p': string | null;
}

export interface ApprovedVideoDto {
  approved: boolean;
  variants: ApprovedVariantsDto;
  /** The HLS master playlist (master.m3u8) of the adaptive ladder; null for a video transcoded before the ladder existed */
  hls: string | null;
}

export interface DrawingStrokeDto {
  /** #rrggbb */
  color: string;
  /** Line width as a fraction of the frame width */
  width: number;
  /** [x, y] pairs, each 0..1 of the frame (0,0 top left) */
  points: number[][];
}

export interface DrawingDto {
  strokes: DrawingStrokeDto[];
}

/** 'guest': made through a review link */
export type CommentAuthorKind = 'staff' | 'guest';

export interface CommentDto {
  id: number;
  text: string;
  /** floor(timecodeMs / 1000), for older clients */
  timecodeSec: number;
  /** Exact time in milliseconds (the start of its frame when the frame rate is known) */
  timecodeMs: number;
  /** End of a range comment in milliseconds; null for a comment at one time */
  endMs: number | null;
  drawing: DrawingDto | null;
  /** 'guest': made through a review link */
  authorKind: CommentAuthorKind;
  /** The review link a guest comment came through */
  reviewLinkId: number | null;
  /** The previous version's comment this one was carried over from */
  carriedFromId: number | null;
  author: string;
  episodeId: number;
  /** The video the comment was made on, if any */
  videoAssetId: number | null;
  resolved: boolean;
  /** Format: date-time */
  createdAt: string;
}

export interface CommentCreateDto {
  /** Exact time in milliseconds (snapped to the start of its frame when the frame rate is known) */
  timecodeMs?: number;
  /** End of a range comment in milliseconds: after the start, within the video */
  endMs?: number | null;
  /** Strokes on the frame at the start time */
  drawing?: DrawingDto | null;
  /** Trimmed; must not be empty */
  text: string;
  /** Whole seconds into the video (older clients); required when timecodeMs is not sent */
  timecodeSec?: number;
  author?: string;
}

export interface CommentCountDto {
  assetId: number;
  count: number;
}

export interface AssetCommentCreateDto {
  /** Exact time in milliseconds (snapped to the start of its frame when the frame rate is known) */
  timecodeMs?: number;
  /** End of a range comment in milliseconds: after the start, within the video */
  endMs?: number | null;
  /** Strokes on the frame at the start time */
  drawing?: DrawingDto | null;
  /** Trimmed; must not be empty */
  text: string;
  /** Whole seconds into the video (older clients); required when timecodeMs is not sent */
  timecodeSec?: number;
  author?: string;
  /** Defaults to the video's episode; must match it when both are known */
  episodeId?: number;
}

export interface CarryOverDto {
  commentIds: number[];
}

export interface CommentUpdateDto {
  resolved: boolean;
}

export interface NewsletterSubscribeDto {
  email: string;
}

export interface NewsletterSubscribeResponseDto {
  success: boolean;
}

export interface SubscriberDto {
  id: number;
  email: string;
  status: SubscriberStatus;
  /**
   * When they signed up
   * Format: date-time
   */
  createdAt: string;
  /** Format: date-time */
  confirmedAt: string | null;
  /** Format: date-time */
  unsubscribedAt: string | null;
  /**
   * When the confirmation mail last went out
   * Format: date-time
   */
  confirmationSentAt: string | null;
  /** Why the confirmation mail did not go (for example: mail is not configured) */
  confirmationError: string | null;
}

export interface SubscriberSummaryDto {
  pending: number;
  confirmed: number;
  unsubscribed: number;
  total: number;
  /** False: no mail can be sent, so sign-ups stay pending until it is configured */
  mailConfigured: boolean;
}

export type NewsletterIssueStatus = 'sending' | 'done' | 'cancelled';

export interface NewsletterIssueDto {
  id: number;
  episodeId: number;
  episodeTitle: string;
  episodeNumber: number;
  status: NewsletterIssueStatus;
  /** Mails accepted by the mail server */
  sent: number;
  /** Mails given up on after every attempt */
  failed: number;
  /** Mails still to go (queued or being sent) */
  queued: number;
  /** Mails not sent: the episode was unpublished or the subscriber left first */
  cancelled: number;
  /** Format: date-time */
  createdAt: string;
  /** Format: date-time */
  finishedAt?: string | null;
}

export interface UploadedFileDto {
  /** Signed URL (expires) */
  url: string;
  originalName: string;
  /** Content type detected from the bytes */
  type: string;
  size: number;
  key: string;
  /** The video asset row */
  id: number;
  episodeId: number | null;
}

export interface UploadFileResponseDto {
  success: boolean;
  file: UploadedFileDto;
}

export interface UploadedVideoDto {
  /** Signed URL (expires) */
  url: string;
  /** Signed URL (expires) */
  publicUrl: string;
  originalName: string;
  contentType: string;
  size: number;
  s3Key: string;
  id: number;
  version: number;
  transcodingJobId: string;
}

export interface UploadVideoResponseDto {
  success: boolean;
  video: UploadedVideoDto;
}

export interface EpisodeFileDto {
  /** Stable URL to store on the episode */
  url: string;
  key: string;
  originalName: string;
  type: string;
  size: number;
}

export interface UploadedArtworkDto {
  /** Width of the largest stored rendition, px */
  width: number;
  /** Height of the largest stored rendition, px */
  height: number;
  /** JPEG of about 640 px wide */
  src: string;
  srcset: ImageSrcsetDto;
  /** JPEG of about 1200 px wide for link previews (Open Graph) */
  ogImage: string;
  /** Square JPEG of 1400–3000 px for podcast apps (the feeds’ itunes:image); null unless the source is square and at least 1400 px */
  feedImage: string | null;
  /** Side of feedImage, px (the source’s own side, at most 3000); null without one, or for art stored before this was recorded */
  feedImageSize: number | null;
  /** Width of the image as uploaded, px; null for art stored before this was recorded */
  sourceWidth: number | null;
  /** Height of the image as uploaded, px; null for art stored before this was recorded */
  sourceHeight: number | null;
  /** What was made, in a sentence: the feed artwork and its size, or why there is none */
  message: string;
}

export interface EpisodeThumbnailFileDto {
  /** Stable URL to store on the episode */
  url: string;
  key: string;
  originalName: string;
  type: string;
  size: number;
  /** The renditions made; an episode given `url` as thumbnailUrl takes them as its artwork */
  artwork: UploadedArtworkDto;
}

export interface EpisodeFilesDto {
  audio?: EpisodeFileDto;
  video?: EpisodeFileDto;
  thumbnail?: EpisodeThumbnailFileDto;
}

export interface UploadEpisodeResponseDto {
  success: boolean;
  files: EpisodeFilesDto;
}

export interface RenditionKeysDto {
  /** Storage key of the 720p rendition, null until transcoded */
  '720p': string | null;
  /** Storage key of the 480p rendition, null until transcoded */
  '480p': string | null;
}

export interface VideoAssetDto {
  id: number;
  /** Storage key of the original file */
  key: string;
  /** Same as key (the name the admin screens read) */
  s3Key: string;
  originalName: string;
  contentType: string;
  type: VideoAssetType;
  /** Edited assets: "Version N" */
  version: number | null;
  variants: RenditionKeysDto;
  /** Signed URLs of the renditions (null until transcoded) */
  variantUrls: RenditionKeysDto;
  transcodingStatus: TranscodingStatus | null;
  /** Percent, 0–100 */
  transcodingProgress: number;
  transcodingError: string | null;
  transcodingJobId: string | null;
  /** Bytes */
  size: number;
  /** Seconds, from ffprobe */
  durationSec: number | null;
  /** Frames per second (ffprobe's r_frame_rate); null until transcoded, and for videos transcoded before it was recorded */
  frameRate: number | null;
  /** Signed URL of the original (expires) */
  url: string;
  /** Signed URL of the original (expires) */
  publicUrl: string;
  /** Stable URL of the poster frame */
  posterUrl: string | null;
  createdAt: string;
  /** Comments made on this asset */
  commentCount: number;
}

export interface DeleteAssetResponseDto {
  success: boolean;
}

export interface TranscodeResponseDto {
  success: boolean;
  transcodingJobId: string;
}

export interface SignedUrlDto {
  success: boolean;
  url: string;
}

export interface BookingDto {
  id: number;
  name: string;
  /** '' when not given */
  email: string;
  company: string;
  position: string;
  websiteUrl: string;
  socialMediaUrl: string;
  outreachStatus: OutreachStatus;
  bookingStatus: BookingStatus;
  /** Format: date-time */
  createdAt: string;
  /**
   * When outreach first left no_contact
   * Format: date-time
   */
  contactedAt: string | null;
  notes: string;
  /** Format: date-time */
  recordingDate: string | null;
  /** The guest followed an unsubscribe link: automation sends them nothing */
  optedOut: boolean;
  /** The guest's portrait, shown on their episode's page */
  portrait: ImageSetDto | null;
}

export interface BookingCreateDto {
  /** Optional; '' allowed */
  email?: string;
  company?: string;
  position?: string;
  /** Optional URL; '' allowed */
  websiteUrl?: string;
  /** Optional URL; '' allowed */
  socialMediaUrl?: string;
  outreachStatus?: OutreachStatus;
  bookingStatus?: BookingStatus;
  notes?: string;
  /**
   * null or '' clears it
   * Format: date-time
   */
  recordingDate?: string | null;
  name: string;
}

export interface BookingUpdateDto {
  /** Optional; '' allowed */
  email?: string;
  company?: string;
  position?: string;
  /** Optional URL; '' allowed */
  websiteUrl?: string;
  /** Optional URL; '' allowed */
  socialMediaUrl?: string;
  outreachStatus?: OutreachStatus;
  bookingStatus?: BookingStatus;
  notes?: string;
  /**
   * null or '' clears it
   * Format: date-time
   */
  recordingDate?: string | null;
  name?: string;
  /** false: a status set here fires no automation rule. The screen's Undo puts a status back this way, so a guest is not mailed again for a status they already had */
  runAutomation?: boolean;
}

export interface QueuedAutomationRunDto {
  runId: number;
  ruleName: string;
  actionType: AutomationActionType;
  /** The template a send_email action sends */
  templateName: string | null;
  /** Null: the action is queued and will be tried. Otherwise why the runner skips it (no email address, unsubscribed, not configured) */
  skipReason: AutomationSkipReason | null;
  /** What the run history says for a skipped action; null when it will be tried */
  skipDetail: string | null;
}

export interface BookingUpdateResultDto {
  id: number;
  name: string;
  /** '' when not given */
  email: string;
  company: string;
  position: string;
  websiteUrl: string;
  socialMediaUrl: string;
  outreachStatus: OutreachStatus;
  bookingStatus: BookingStatus;
  /** Format: date-time */
  createdAt: string;
  /**
   * When outreach first left no_contact
   * Format: date-time
   */
  contactedAt: string | null;
  notes: string;
  /** Format: date-time */
  recordingDate: string | null;
  /** The guest followed an unsubscribe link: automation sends them nothing */
  optedOut: boolean;
  /** The guest's portrait, shown on their episode's page */
  portrait: ImageSetDto | null;
  /** The automation actions this change queued (a status set to a new value fires the matching enabled rules); empty when none */
  queuedAutomation: QueuedAutomationRunDto[];
}

export interface AutomationStatusDto {
  /** Mail credentials are set (SMTP user and password, or GMAIL_USER and GMAIL_APP_PASSWORD) */
  hasEmailConfig: boolean;
  /** Enough is set to send: a host and a sender */
  configured: boolean;
}

export interface TestConnectionResultDto {
  connected: boolean;
  message: string;
}

export interface TestEmailDto {
  to: string;
  /** The template to send */
  templateId: number;
}

export interface TestEmailResultDto {
  success: boolean;
  message: string;
}

export interface AutomationRunDto {
  id: number;
  ruleId: number | null;
  ruleName: string;
  bookingId: number | null;
  guestName: string;
  actionType: AutomationActionType;
  status: AutomationRunStatus;
  /** What happened, or why not */
  detail: string;
  attempts: number;
  /** Format: date-time */
  createdAt: string;
  /** Format: date-time */
  updatedAt: string;
  /** Skipped because email was not configured, and email is configured now: POST …/runs/{id}/run-again sends it */
  canRunAgain: boolean;
}

export interface GhlStatusDto {
  /** GHL_API_KEY and GHL_LOCATION_ID are set */
  configured: boolean;
}

export interface RuleTriggerDto {
  field: TriggerField;
  /** The status value that fires the rule */
  toValue: string;
}

export interface RuleActionDto {
  type: AutomationActionType;
  /** The template a send_email action sends */
  templateId?: number;
}

export interface AutomationRuleDto {
  id: number;
  name: string;
  enabled: boolean;
  trigger: RuleTriggerDto;
  actions: RuleActionDto[];
  /** Format: date-time */
  createdAt: string;
  /** Format: date-time */
  updatedAt: string;
}

export interface AutomationRuleCreateDto {
  name: string;
  enabled?: boolean;
  trigger: RuleTriggerDto;
  actions: RuleActionDto[];
}

export interface AutomationRuleUpdateDto {
  name?: string;
  enabled?: boolean;
  trigger?: RuleTriggerDto;
  actions?: RuleActionDto[];
}

export interface EmailTemplateDto {
  id: number;
  name: string;
  subject: string;
  htmlBody: string;
  textBody: string;
  /** Variable names used in subject and bodies, derived on save */
  variables: string[];
  /** Sent by the site itself (newsletter confirmation, new episode): can be edited and reset to its default, not deleted */
  system: boolean;
}

export interface EmailTemplateCreateDto {
  name: string;
  subject: string;
  htmlBody?: string;
  textBody?: string;
  /** Ignored: derived from subject and bodies */
  variables?: string[];
}

export interface EmailTemplateUpdateDto {
  name: string;
  subject: string;
  htmlBody?: string;
  textBody?: string;
  /** Ignored: derived from subject and bodies */
  variables?: string[];
  /** Must match the id in the path when present */
  id?: number;
  /** Ignored: whether a template is a system template is not up to the client */
  system?: boolean;
}

export interface SocialLinksDto {
  /** SOCIAL_X_URL (null when unset) */
  x: string | null;
  /** SOCIAL_LINKEDIN_URL (null when unset) */
  linkedin: string | null;
  /** SOCIAL_YOUTUBE_URL (null when unset) */
  youtube: string | null;
}

export interface FollowLinksDto {
  /** FOLLOW_APPLE_PODCASTS_URL (null when unset) */
  applePodcasts: string | null;
  /** FOLLOW_SPOTIFY_URL (null when unset) */
  spotify: string | null;
  /** FOLLOW_YOUTUBE_URL (null when unset) */
  youtube: string | null;
  /** The video feed (same-origin path) */
  rss: string;
  /** The audio-only feed (same-origin path) */
  rssAudio: string;
}

export interface SiteConfigDto {
  social: SocialLinksDto;
  follow: FollowLinksDto;
}

export interface RemotesConfigDto {
  /** URL of mfe-bookings' mf-manifest.json (same-origin path or absolute URL) */
  mfe_bookings: string;
  /** URL of mfe-automation's mf-manifest.json */
  mfe_automation: string;
  /** URL of mfe-editing's mf-manifest.json */
  mfe_editing: string;
  /** URL of mfe-episodes' mf-manifest.json */
  mfe_episodes: string;
}

export interface ArtworkFrameDto {
  /** Seconds from the start of the final video */
  timecodeSec: number;
}

export interface AnalyticsDayDto {
  /** UTC day */
  day: string;
  /** Listeners who played an episode on the site that day (each counted once per episode) */
  plays: number;
  /** Listeners who downloaded an enclosure that day (IAB v2: bots and probes excluded, once per episode) */
  downloads: number;
}

export interface AnalyticsTotalsDto {
  plays: number;
  downloads: number;
}

export interface AnalyticsEpisodeDto {
  id: number;
  title: string;
  plays: number;
  downloads: number;
}

export interface AnalyticsAppDto {
  /** Apple Podcasts, Spotify, Overcast, Pocket Casts, Castro, …, Browser or Other */
  name: string;
  plays: number;
  downloads: number;
}

export interface AnalyticsReportDto {
  /** First UTC day of the window */
  from: string;
  /** Last UTC day of the window (today) */
  to: string;
  /** Every day of the window, oldest first */
  days: AnalyticsDayDto[];
  totals: AnalyticsTotalsDto;
  /** The ten episodes with most plays and downloads together */
  topEpisodes: AnalyticsEpisodeDto[];
  /** The apps listeners use, most first */
  apps: AnalyticsAppDto[];
}

export interface AnalyticsEpisodeRefDto {
  id: number;
  title: string;
}

export interface EpisodeAnalyticsDto {
  episode: AnalyticsEpisodeRefDto;
  from: string;
  to: string;
  days: AnalyticsDayDto[];
  totals: AnalyticsTotalsDto;
  apps: AnalyticsAppDto[];
}

export interface AdminChapterDto {
  /** Whole seconds into the video */
  startSeconds: number;
  title: string;
  id: number;
  /** Timed against an earlier final video: waits for keep or clear */
  needsReview: boolean;
}

export interface AdminTranscriptDto {
  /** BCP 47 language tag */
  language: string;
  /** The transcript as WebVTT (text/vtt), a path on this site */
  vttUrl: string;
  /** The transcript as SRT (application/srt), a path on this site */
  srtUrl: string;
  /** The format it was uploaded in */
  sourceFormat: 'vtt' | 'srt';
  fileName: string;
  cueCount: number;
  /** Format: date-time */
  updatedAt: string;
  /** Timed against an earlier final video: waits for keep or clear */
  needsReview: boolean;
}

export interface AdminTextTracksDto {
  /** By start time */
  chapters: AdminChapterDto[];
  transcript: AdminTranscriptDto | null;
  /** The final video they are timed against now (null: none yet) */
  finalVideoAssetId: number | null;
  /** The final video's length in seconds, when known */
  finalVideoDurationSec: number | null;
}

export interface ChapterCreateDto {
  /** Whole seconds into the final video (the floor of the current second) */
  startSeconds: number;
  /** Trimmed; must not be empty */
  title: string;
}

export interface ChapterUpdateDto {
  /** Whole seconds into the final video (the floor of the current second) */
  startSeconds?: number;
  /** Trimmed; must not be empty */
  title?: string;
}

export interface TranscriptUploadDto {
  /** The uploaded file name; .vtt or .srt tells the format when the content does not */
  fileName: string;
  /** BCP 47 language tag of the transcript */
  language: string;
  /** The file content: WebVTT or SRT */
  content: string;
}

export interface TextTrackReviewDto {
  /** keep: they still fit the new video; clear: delete them */
  chapters?: 'keep' | 'clear';
  transcript?: 'keep' | 'clear';
}

export interface TranscriptFilesDto {
  /** BCP 47 language tag */
  language: string;
  /** The transcript as WebVTT (text/vtt), a path on this site */
  vttUrl: string;
  /** The transcript as SRT (application/srt), a path on this site */
  srtUrl: string;
}

export interface PublicTextTracksDto {
  /** By start time */
  chapters: ChapterDto[];
  /** Captions; null when the episode has no transcript */
  captions: TranscriptFilesDto | null;
}

export interface StaffMemberDto {
  id: number;
  email: string;
  /** Null for an account made on the command line that never set one */
  name: string | null;
  role: StaffRole;
  status: StaffStatus;
  /** Format: date-time */
  createdAt: string;
  /** The person making this request */
  you: boolean;
}

export interface StaffInvitationDto {
  id: number;
  email: string;
  role: StaffRole;
  status: InvitationStatus;
  invitedByEmail: string;
  /** Format: date-time */
  createdAt: string;
  /** Format: date-time */
  expiresAt: string;
}

export interface TeamDto {
  members: StaffMemberDto[];
  /** Invitations not yet accepted nor revoked (expired ones included, to send again) */
  invitations: StaffInvitationDto[];
}

export interface InviteStaffDto {
  email: string;
  role: StaffRole;
}

export interface InvitationSentDto {
  invitation: StaffInvitationDto;
  /** Whether the invitation mail was handed to the mail server */
  mailed: boolean;
  /** Why it was not mailed (mail not configured, the server refused) */
  mailError: string | null;
  /** Only when it was not mailed: the link, shown once to the inviting owner to pass on themselves */
  link: string | null;
}

export interface ChangeRoleDto {
  role: StaffRole;
}

export interface LinkTokenDto {
  token: string;
}

export interface InvitationDetailsDto {
  email: string;
  role: StaffRole;
  podcastName: string;
}

export interface AcceptInvitationDto {
  token: string;
  name: string;
  password: string;
}

export interface StaffLinkMessageDto {
  message: string;
}

export interface PasswordResetRequestDto {
  email: string;
}

export interface CompletePasswordResetDto {
  token: string;
  password: string;
}

export interface ReviewLinkCreateDto {
  /** Shown on the page (and as the watermark when asked for) */
  guestName?: string;
  expiresInDays?: number;
  /** The guest types it before the page opens; only its hash is kept */
  passcode?: string;
  /** The guest's name over the video (a page overlay, not burned into the file) */
  watermark?: boolean;
}

export type ReviewLinkStatus = 'active' | 'expired' | 'revoked';

export interface ReviewLinkOpenDto {
  /** Format: date-time */
  openedAt: string;
}

export interface ReviewLinkCreatedDto {
  id: number;
  episodeId: number;
  videoAssetId: number;
  /** The video's version number */
  version: number | null;
  guestName: string | null;
  hasPasscode: boolean;
  watermark: boolean;
  /** Format: date-time */
  expiresAt: string;
  /** Format: date-time */
  revokedAt: string | null;
  /** Format: date-time */
  createdAt: string;
  /** Who made the link */
  createdBy: string | null;
  status: ReviewLinkStatus;
  /** Times the page was opened */
  openCount: number;
  /** Format: date-time */
  lastOpenedAt: string | null;
  /** The newest 20 openings, newest first */
  opens: ReviewLinkOpenDto[];
  /** Comments made through this link */
  commentCount: number;
  decision: ReviewDecision | null;
  decisionNote: string | null;
  /** Format: date-time */
  decidedAt: string | null;
  /** The name the guest gave with the decision */
  decidedBy: string | null;
  /** The secret of the link (shown only here; the server keeps its SHA-256) */
  token: string;
  /** PUBLIC_URL + /review/ + token */
  url: string;
}

export interface ReviewLinkDto {
  id: number;
  episodeId: number;
  videoAssetId: number;
  /** The video's version number */
  version: number | null;
  guestName: string | null;
  hasPasscode: boolean;
  watermark: boolean;
  /** Format: date-time */
  expiresAt: string;
  /** Format: date-time */
  revokedAt: string | null;
  /** Format: date-time */
  createdAt: string;
  /** Who made the link */
  createdBy: string | null;
  status: ReviewLinkStatus;
  /** Times the page was opened */
  openCount: number;
  /** Format: date-time */
  lastOpenedAt: string | null;
  /** The newest 20 openings, newest first */
  opens: ReviewLinkOpenDto[];
  /** Comments made through this link */
  commentCount: number;
  decision: ReviewDecision | null;
  decisionNote: string | null;
  /** Format: date-time */
  decidedAt: string | null;
  /** The name the guest gave with the decision */
  decidedBy: string | null;
}

export interface ReviewPasscodeRequiredDto {
  message: string;
  passcodeRequired: boolean;
}

export interface ReviewVideoQualityDto {
  label: string;
  /** Signed; expires in 1 hour */
  url: string;
}

export interface ReviewVideoDto {
  /** The default quality (720p when there is one); signed, expires in 1 hour */
  url: string;
  qualities: ReviewVideoQualityDto[];
}

export interface ReviewSessionDto {
  episodeTitle: string;
  guestName: string | null;
  watermark: boolean;
  /** Format: date-time */
  expiresAt: string;
  videoAssetId: number;
  version: number | null;
  frameRate: number | null;
  durationSec: number | null;
  video: ReviewVideoDto;
  /** Only the comments made through this link, by time */
  comments: CommentDto[];
  decision: ReviewDecision | null;
  decisionNote: string | null;
  /** Format: date-time */
  decidedAt: string | null;
}

export interface ReviewUnlockDto {
  passcode: string;
}

export interface ReviewCommentCreateDto {
  authorName: string;
  text: string;
  /** Milliseconds (snapped to the start of its frame when the frame rate is known) */
  timecodeMs: number;
  /** End of a range (ms), after the start */
  endMs?: number | null;
  drawing?: DrawingDto | null;
  /** Must be the link's own video when sent */
  videoAssetId?: number;
  /** Must be the link's own episode when sent */
  episodeId?: number;
}

export interface ReviewDecisionCreateDto {
  decision: ReviewDecision;
  note?: string;
  authorName: string;
}

export interface TwoFactorStatusDto {
  /** Whether this person signs in with a code from an authenticator app */
  enabled: boolean;
  /** Recovery codes not used yet (0 when two-factor is off) */
  recoveryCodesLeft: number;
  /** Whether the owners require two-factor sign-in for everyone (it then cannot be turned off) */
  requiredForEveryone: boolean;
}

export interface TwoFactorEnrolmentDto {
  /** The Base32 secret, for typing into an app that cannot scan the QR code */
  secret: string;
  /** The otpauth:// URI the QR code holds */
  otpauthUri: string;
  /** The QR code of otpauthUri as an SVG document */
  qrCodeSvg: string;
}

export interface RecoveryCodesDto {
  /** Ten single-use recovery codes: shown this once, stored only as hashes */
  recoveryCodes: string[];
}

export interface TwoFactorSettingDto {
  /** Everyone must sign in with two-factor; a person without it sets it up at their next sign-in */
  required: boolean;
}

/** Every error answer: `message` is what a toast shows, `errors` holds per-field messages of a validation error */
export interface ErrorResponse {
  statusCode: number;
  message: string;
  errors?: {
    [key: string]: string[];
  };
  /** A reason the front end acts on (AUTH_ERROR_CODES in packages/contracts: a code is needed, a recent check is needed) */
  code?: string;
}

/** Every operation of the API by path and method: path params, query, body and the success response. */
export interface ApiPaths {
  '/api/admin/audit': {
    /** Audit entries, newest first, filtered by actor, action, target type and time, paged */
    get: {
      query?: {
        limit?: number;
        /** Rows to skip (numbered pages). Deep offsets cost more than `after`. */
        offset?: number;
        /** Case-insensitive substring of the actor's address */
        actor?: string;
        action?: AuditAction;
        targetType?: AuditTargetType;
        /** Entries at or after this time (a date alone is its midnight UTC) */
        from?: string;
        /** Entries before this time (a date alone is the end of that day, UTC) */
        to?: string;
      };
      response: AuditEntryDto[];
    };
  };
  '/api/admin/login': {
    /** Starts an admin session (sets the session cookie); `twoFactor` says whether a code must follow */
    post: {
      body: LoginDto;
      response: AdminMeDto;
    };
  };
  '/api/admin/me': {
    /** The admin of the current session, with their role and its permissions, and the sign-in step still owed */
    get: {
      response: AdminMeDto;
    };
  };
  '/api/admin/session/second-factor': {
    /** The sign-in's second step: a code from the authenticator app or a recovery code (used up) */
    post: {
      body: TwoFactorCodeDto;
      response: AdminMeDto;
    };
  };
  '/api/admin/session/check': {
    /** Confirms it is you (the password, or a code) before sensitive actions; lasts 10 minutes */
    post: {
      body: SessionCheckDto;
      response: SessionCheckResultDto;
    };
  };
  '/api/admin/logout': {
    /** Ends the admin session */
    post: {
      response: LogoutResponseDto;
    };
  };
  '/api/admin/account': {
    /** Sets your name (what colleagues see) */
    patch: {
      body: UpdateAccountDto;
      response: void;
    };
  };
  '/api/admin/account/password': {
    /** Changes your password (the current one is needed); your other sessions end */
    post: {
      body: ChangePasswordDto;
      response: ChangePasswordResponseDto;
    };
  };
  '/api/admin/sessions': {
    /** Your signed-in sessions (device, last seen), the most recent first */
    get: {
      response: StaffSessionDto[];
    };
  };
  '/api/admin/sessions/end-others': {
    /** Ends all your sessions but this one */
    post: {
      response: EndedSessionsDto;
    };
  };
  '/api/admin/sessions/{handle}': {
    /** Ends one of your sessions (this one too: it signs you out) */
    delete: {
      params: {
        handle: string | number;
      };
      response: void;
    };
  };
  '/api/health': {
    /** Health of the database, Redis and the queues */
    get: {
      response: void;
    };
  };
  '/api/health/live': {
    /** Liveness: the process answers (no dependency checked) */
    get: {
      response: void;
    };
  };
  '/api/health/ready': {
    /** Readiness: the database (migrated), Redis and storage answer */
    get: {
      response: void;
    };
  };
  '/api/episodes/{id}/play': {
    /** Counts a play of a published episode, once per listener (address and user agent, hashed with a daily salt) and UTC day */
    post: {
      params: {
        id: string | number;
      };
      response: void;
    };
  };
  '/api/episodes': {
    /** Published episodes, newest first (ETag / If-None-Match supported) */
    get: {
      query?: {
        limit?: number;
        /** Rows to skip (numbered pages). Deep offsets cost more than `after`. */
        offset?: number;
        /** The X-Next-Cursor header of the previous page: the page just after it, read from the index at any depth. Not with offset. */
        after?: string;
      };
      response: PublicEpisodeDto[];
    };
    /** Creates an episode (admin session required) */
    post: {
      body: EpisodeCreateDto;
      response: AdminEpisodeDto;
    };
  };
  '/api/admin/episodes': {
    /** Episodes, paged, searched and filtered by the server */
    get: {
      query?: {
        /** Page size. Without it, the first 1,000 matching rows (X-Truncated: true when there are more) */
        limit?: number;
        /** Rows to skip (numbered pages). Deep offsets cost more than `after`. */
        offset?: number;
        /** The X-Next-Cursor header of the previous page: the page just after it, read from the index at any depth. Not with offset. */
        after?: string;
        /** Case-insensitive substring of the title, guest name or description */
        q?: string;
        /** filmed, editing, revise, review: draft episodes wearing that badge (review: editing status review or final); approved: published or editing final */
        status?: EpisodeFilter;
        sort?: AdminEpisodeSort;
      };
      response: AdminEpisodeDto[];
    };
  };
  '/api/admin/episodes/{id}': {
    /** One episode (admin view) */
    get: {
      params: {
        id: string | number;
      };
      response: AdminEpisodeDto;
    };
    /** Changes an episode (fields, status, editing status, final video) */
    patch: {
      params: {
        id: string | number;
      };
      body: EpisodeUpdateDto;
      response: AdminEpisodeDto;
    };
    /** Deletes an episode with its files, videos and comments */
    delete: {
      params: {
        id: string | number;
      };
      response: void;
    };
  };
  '/api/episodes/{id}': {
    /** One published episode, with its show notes, guest, chapters and transcript */
    get: {
      params: {
        id: string | number;
      };
      response: PublicEpisodeDetailDto;
    };
  };
  '/api/episodes/{id}/approved-video': {
    /** The approved video of a published episode, with signed rendition URLs (valid at least 6 hours) */
    get: {
      params: {
        id: string | number;
      };
      response: ApprovedVideoDto;
    };
  };
  '/api/episodes/{id}/hls/master.m3u8': {
    /** The HLS master playlist of a published episode's final video */
    get: {
      params: {
        id: string | number;
      };
      response: string;
    };
  };
  '/api/episodes/{id}/hls/{rung}/index.m3u8': {
    /** One rung of the HLS ladder, its segments as signed links */
    get: {
      params: {
        id: string | number;
        rung: string | number;
      };
      response: string;
    };
  };
  '/api/admin/episodes/{id}/comments': {
    /** Comments of an episode (all its videos), by timecode */
    get: {
      params: {
        id: string | number;
      };
      response: CommentDto[];
    };
    /** Adds a comment to an episode */
    post: {
      params: {
        id: string | number;
      };
      body: CommentCreateDto;
      response: CommentDto;
    };
  };
  '/api/admin/episodes/{id}/comment-counts': {
    /** Number of comments per video of an episode */
    get: {
      params: {
        id: string | number;
      };
      response: CommentCountDto[];
    };
  };
  '/api/admin/video-assets/{assetId}/comments': {
    /** Comments of one video, by timecode */
    get: {
      params: {
        assetId: string | number;
      };
      response: CommentDto[];
    };
    /** Adds a comment to one video */
    post: {
      params: {
        assetId: string | number;
      };
      body: AssetCommentCreateDto;
      response: CommentDto;
    };
  };
  '/api/admin/video-assets/{assetId}/carry-over': {
    /** The previous version's unresolved comments not yet carried onto this one */
    get: {
      params: {
        assetId: string | number;
      };
      response: CommentDto[];
    };
    /** Copies offered comments of the previous version onto this one (the originals stay) */
    post: {
      params: {
        assetId: string | number;
      };
      body: CarryOverDto;
      response: CommentDto[];
    };
  };
  '/api/admin/comments/{id}': {
    /** Resolves or reopens a comment */
    patch: {
      params: {
        id: string | number;
      };
      body: CommentUpdateDto;
      response: CommentDto;
    };
    /** Deletes a comment */
    delete: {
      params: {
        id: string | number;
      };
      response: void;
    };
  };
  '/api/newsletter': {
    /** Asks for a newsletter subscription: a confirmation mail goes to the address unless it is already subscribed */
    post: {
      body: NewsletterSubscribeDto;
      response: NewsletterSubscribeResponseDto;
    };
  };
  '/api/admin/newsletter/subscribers': {
    /** Subscribers, newest sign-ups first, searched and filtered by status */
    get: {
      query?: {
        limit?: number;
        offset?: number;
        /** Case-insensitive substring of the address */
        q?: string;
        status?: SubscriberStatus;
      };
      response: SubscriberDto[];
    };
  };
  '/api/admin/newsletter/subscribers/summary': {
    /** How many subscribers are pending, confirmed and unsubscribed, and whether mail can be sent */
    get: {
      response: SubscriberSummaryDto;
    };
  };
  '/api/admin/newsletter/subscribers/export.csv': {
    /** Every subscriber as CSV (email, status, signed up, confirmed, unsubscribed) */
    get: {
      response: string;
    };
  };
  '/api/admin/newsletter/subscribers/{id}': {
    /** Erases a subscriber: the address and its history are deleted */
    delete: {
      params: {
        id: string | number;
      };
      response: void;
    };
  };
  '/api/admin/newsletter/issues': {
    /** The last 100 new-episode mailings, newest first, with sent and failed counts */
    get: {
      response: NewsletterIssueDto[];
    };
  };
  '/api/admin/upload/file': {
    /** A raw media file (field media); episodeId (field or query) attaches it to the episode */
    post: {
      query?: {
        episodeId?: string;
      };
      body: FormData;
      response: UploadFileResponseDto;
    };
  };
  '/api/admin/episodes/{id}/upload-video': {
    /** An edited video (field media): the next version, queued for transcoding */
    post: {
      params: {
        id: string | number;
      };
      body: FormData;
      response: UploadVideoResponseDto;
    };
  };
  '/api/admin/upload/episode': {
    /** Files of the create-episode form (fields audio, video, thumbnail) */
    post: {
      body: FormData;
      response: UploadEpisodeResponseDto;
    };
  };
  '/api/admin/episodes/{id}/video-assets': {
    /** Video assets of an episode, newest first */
    get: {
      params: {
        id: string | number;
      };
      response: VideoAssetDto[];
    };
  };
  '/api/admin/episodes/{episodeId}/video-assets/{assetId}': {
    /** Deletes an asset with its file, renditions and poster */
    delete: {
      params: {
        episodeId: string | number;
        assetId: string | number;
      };
      response: DeleteAssetResponseDto;
    };
  };
  '/api/admin/video-assets/{id}/transcode': {
    /** Transcodes an edited asset again (after a failure) */
    post: {
      params: {
        id: string | number;
      };
      response: TranscodeResponseDto;
    };
  };
  '/api/media/signed-url/{key}': {
    /** A temporary link to a stored file (key may contain slashes) */
    get: {
      params: {
        /** The rest of the path (may contain slashes) */
        key: string | number;
      };
      query?: {
        /** true: the link downloads the file under its original name */
        download?: string;
      };
      response: SignedUrlDto;
    };
  };
  '/api/media/file/{key}': {
    /** Serves a local file behind an expiring HMAC signature; supports Range */
    get: {
      params: {
        /** The rest of the path (may contain slashes) */
        key: string | number;
      };
      response: void;
    };
  };
  '/media/{key}': {
    /** A stored file behind a stable signature (posters, form uploads); supports Range, on S3 a redirect */
    get: {
      params: {
        /** Storage key; may contain slashes */
        key: string | number;
      };
      query: {
        /** HMAC of the key, from the API that made the link */
        sig: string;
      };
      response: Blob;
    };
  };
  '/api/admin/bookings': {
    /** Guests, paged, searched, filtered and sorted by the server */
    get: {
      query?: {
        /** Page size. Without it, the first 1,000 matching rows (X-Truncated: true when there are more) */
        limit?: number;
        /** Rows to skip (numbered pages). Deep offsets cost more than `after`. */
        offset?: number;
        /** The X-Next-Cursor header of the previous page: the page just after it, read from the index at any depth. Not with offset. */
        after?: string;
        /** Case-insensitive substring of the name, email, company or position */
        q?: string;
        /** true: only recorded guests (the archive); false: only the others; absent: every guest */
        archived?: boolean;
        /** Status sorts follow the pipeline order */
        sort?: BookingSort;
      };
      response: BookingDto[];
    };
    /** Adds a guest */
    post: {
      body: BookingCreateDto;
      response: BookingDto;
    };
  };
  '/api/admin/bookings/{id}': {
    /** Changes a guest (fields or statuses); says what automation it queued */
    patch: {
      params: {
        id: string | number;
      };
      body: BookingUpdateDto;
      response: BookingUpdateResultDto;
    };
    /** Deletes a guest */
    delete: {
      params: {
        id: string | number;
      };
      response: void;
    };
  };
  '/api/admin/automation/status': {
    /** Whether mail is configured to send */
    get: {
      response: AutomationStatusDto;
    };
  };
  '/api/admin/automation/test-connection': {
    /** Tries the mail server connection */
    get: {
      response: TestConnectionResultDto;
    };
  };
  '/api/admin/automation/test-email': {
    /** Sends a template to an address as a test */
    post: {
      body: TestEmailDto;
      response: TestEmailResultDto;
    };
  };
  '/api/admin/automation/runs': {
    /** The latest automation runs, newest first */
    get: {
      query?: {
        limit?: number;
      };
      response: AutomationRunDto[];
    };
  };
  '/api/admin/automation/runs/{id}/run-again': {
    /** Runs a skipped automation run again */
    post: {
      params: {
        id: string | number;
      };
      response: AutomationRunDto;
    };
  };
  '/api/admin/ghl-status': {
    /** Status of the GoHighLevel integration */
    get: {
      response: GhlStatusDto;
    };
  };
  '/api/admin/automation/rules': {
    /** Automation rules */
    get: {
      response: AutomationRuleDto[];
    };
    /** Adds an automation rule */
    post: {
      body: AutomationRuleCreateDto;
      response: AutomationRuleDto;
    };
  };
  '/api/admin/automation/rules/{ruleId}': {
    /** Changes an automation rule (or enables / disables it) */
    patch: {
      params: {
        ruleId: string | number;
      };
      body: AutomationRuleUpdateDto;
      response: AutomationRuleDto;
    };
    /** Deletes an automation rule */
    delete: {
      params: {
        ruleId: string | number;
      };
      response: void;
    };
  };
  '/api/admin/automation/templates': {
    /** Email templates */
    get: {
      response: EmailTemplateDto[];
    };
    /** Adds an email template */
    post: {
      body: EmailTemplateCreateDto;
      response: EmailTemplateDto;
    };
  };
  '/api/admin/automation/templates/{id}': {
    /** Replaces an email template */
    put: {
      params: {
        id: string | number;
      };
      body: EmailTemplateUpdateDto;
      response: EmailTemplateDto;
    };
    /** Deletes an email template (refused for a system template, and while a rule sends it) */
    delete: {
      params: {
        id: string | number;
      };
      response: void;
    };
  };
  '/api/admin/automation/templates/{id}/reset': {
    /** Puts a seeded template's default name, subject and bodies back */
    post: {
      params: {
        id: string | number;
      };
      response: EmailTemplateDto;
    };
  };
  '/feed.xml': {
    /** The video podcast feed: RSS 2.0 with iTunes and Podcasting 2.0 tags, published episodes only */
    get: {
      response: string;
    };
  };
  '/feed/audio.xml': {
    /** The audio podcast feed: the same show with AAC (M4A) enclosures */
    get: {
      response: string;
    };
  };
  '/sitemap.xml': {
    /** The sitemap index: one entry per sitemap file */
    get: {
      response: string;
    };
  };
  '/sitemap-{n}.xml': {
    /** One sitemap file: the public pages and a slice of the published episodes */
    get: {
      params: {
        /** File number, from 1 */
        n: string | number;
      };
      response: string;
    };
  };
  '/robots.txt': {
    /** Crawler rules: everything allowed, the sitemap index named */
    get: {
      response: string;
    };
  };
  '/podcast/artwork.jpg': {
    /** The default show artwork (1400×1400 JPEG); supports Range */
    get: {
      response: Blob;
    };
  };
  '/podcast/episodes/{id}/{file}': {
    /** Stable enclosure URL of a published episode: the file, or on S3 a redirect to a fresh presigned URL; supports Range. Also its chapters (Podcasting 2.0 JSON) and transcript (WebVTT, SRT) */
    get: {
      params: {
        /** Episode id */
        id: string | number;
        /** The rendition, or a chapters or transcript file */
        file: string | number;
      };
      response: Blob;
    };
  };
  '/config/site.json': {
    /** The public site's footer links and where to follow the show (SOCIAL_*_URL, FOLLOW_*_URL, the feeds) */
    get: {
      response: SiteConfigDto;
    };
  };
  '/config/remotes.json': {
    /** Where each remote's mf-manifest.json is: the hosts register these before they render */
    get: {
      response: RemotesConfigDto;
    };
  };
  '/api/admin/episodes/{id}/artwork': {
    /** Uploads the episode artwork (field image: JPEG, PNG or WebP, at least 200×200 px; square ≥1400 px also feeds podcast apps) */
    post: {
      params: {
        id: string | number;
      };
      body: FormData;
      response: AdminEpisodeDto;
    };
    /** Removes the episode artwork and its files */
    delete: {
      params: {
        id: string | number;
      };
      response: AdminEpisodeDto;
    };
  };
  '/api/admin/episodes/{id}/artwork/frame': {
    /** Makes the episode artwork from a frame of its final video */
    post: {
      params: {
        id: string | number;
      };
      body: ArtworkFrameDto;
      response: AdminEpisodeDto;
    };
  };
  '/api/admin/bookings/{id}/portrait': {
    /** Uploads a guest's portrait (field image: JPEG, PNG or WebP, at least 200×200 px) */
    post: {
      params: {
        id: string | number;
      };
      body: FormData;
      response: BookingDto;
    };
    /** Removes a guest's portrait and its files */
    delete: {
      params: {
        id: string | number;
      };
      response: BookingDto;
    };
  };
  '/api/admin/analytics': {
    /** Plays and downloads per UTC day, totals, top episodes and apps over the last `days` days */
    get: {
      query?: {
        /** UTC days ending today */
        days?: number;
      };
      response: AnalyticsReportDto;
    };
  };
  '/api/admin/analytics/episodes/{id}': {
    /** One episode's plays and downloads per UTC day and its apps over the last `days` days */
    get: {
      params: {
        id: string | number;
      };
      query?: {
        /** UTC days ending today */
        days?: number;
      };
      response: EpisodeAnalyticsDto;
    };
  };
  '/api/admin/episodes/{id}/text-tracks': {
    /** An episode's chapters (by time) and transcript, with what was timed for an earlier final video */
    get: {
      params: {
        id: string | number;
      };
      response: AdminTextTracksDto;
    };
  };
  '/api/admin/episodes/{id}/chapters': {
    /** Adds a chapter at a whole second of the final video */
    post: {
      params: {
        id: string | number;
      };
      body: ChapterCreateDto;
      response: AdminTextTracksDto;
    };
  };
  '/api/admin/chapters/{chapterId}': {
    /** Renames or moves a chapter */
    patch: {
      params: {
        chapterId: string | number;
      };
      body: ChapterUpdateDto;
      response: AdminTextTracksDto;
    };
    /** Deletes a chapter */
    delete: {
      params: {
        chapterId: string | number;
      };
      response: void;
    };
  };
  '/api/admin/episodes/{id}/transcript': {
    /** Uploads the transcript (WebVTT or SRT, checked line by line), replacing the one the episode had */
    put: {
      params: {
        id: string | number;
      };
      body: TranscriptUploadDto;
      response: AdminTextTracksDto;
    };
    /** Deletes the episode's transcript */
    delete: {
      params: {
        id: string | number;
      };
      response: void;
    };
  };
  '/api/admin/episodes/{id}/transcript/{format}': {
    /** Downloads the transcript as WebVTT or SRT (published or not) */
    get: {
      params: {
        id: string | number;
        format: string | number;
      };
      response: string;
    };
  };
  '/api/admin/episodes/{id}/text-tracks/review': {
    /** After the final video changed: keep or clear the chapters, the transcript, or both */
    post: {
      params: {
        id: string | number;
      };
      body: TextTrackReviewDto;
      response: AdminTextTracksDto;
    };
  };
  '/api/episodes/{id}/text-tracks': {
    /** A published episode's chapters and captions, for the player */
    get: {
      params: {
        id: string | number;
      };
      response: PublicTextTracksDto;
    };
  };
  '/api/admin/team': {
    /** Everyone on the team, and the open invitations */
    get: {
      response: TeamDto;
    };
  };
  '/api/admin/team/invitations': {
    /** Invites a colleague by email (single use, expires after STAFF_INVITATION_TTL_DAYS); inviting again replaces the open invitation */
    post: {
      body: InviteStaffDto;
      response: InvitationSentDto;
    };
  };
  '/api/admin/team/invitations/{id}': {
    /** Withdraws an open invitation (its link stops working) */
    delete: {
      params: {
        id: string | number;
      };
      response: void;
    };
  };
  '/api/admin/team/{id}/role': {
    /** Changes a colleague's role (not your own; never the last enabled owner's) */
    patch: {
      params: {
        id: string | number;
      };
      body: ChangeRoleDto;
      response: StaffMemberDto;
    };
  };
  '/api/admin/team/{id}/disable': {
    /** Disables a colleague: they cannot sign in and their sessions end at once */
    post: {
      params: {
        id: string | number;
      };
      response: StaffMemberDto;
    };
  };
  '/api/admin/team/{id}/enable': {
    /** Lets a disabled colleague sign in again */
    post: {
      params: {
        id: string | number;
      };
      response: StaffMemberDto;
    };
  };
  '/api/admin/team/{id}': {
    /** Removes a colleague from the team; their sessions end */
    delete: {
      params: {
        id: string | number;
      };
      response: void;
    };
  };
  '/api/staff/invitations/lookup': {
    /** An invitation's address and role, while it can be accepted */
    post: {
      body: LinkTokenDto;
      response: InvitationDetailsDto;
    };
  };
  '/api/staff/invitations/accept': {
    /** Accepts an invitation: creates the account with this name and password (then sign in) */
    post: {
      body: AcceptInvitationDto;
      response: StaffLinkMessageDto;
    };
  };
  '/api/staff/password-reset': {
    /** Mails a password-reset link when the address has an account; the answer is the same either way */
    post: {
      body: PasswordResetRequestDto;
      response: StaffLinkMessageDto;
    };
  };
  '/api/staff/password-reset/check': {
    /** Whether a reset link can still be used */
    post: {
      body: LinkTokenDto;
      response: void;
    };
  };
  '/api/staff/password-reset/complete': {
    /** Sets a new password from a reset link (once); every session of the account ends */
    post: {
      body: CompletePasswordResetDto;
      response: StaffLinkMessageDto;
    };
  };
  '/api/admin/video-assets/{assetId}/review-links': {
    /** Makes a review link to this version; the token is shown only in this answer */
    post: {
      params: {
        assetId: string | number;
      };
      body: ReviewLinkCreateDto;
      response: ReviewLinkCreatedDto;
    };
  };
  '/api/admin/episodes/{id}/review-links': {
    /** The episode's review links, newest first, with their openings and decisions */
    get: {
      params: {
        id: string | number;
      };
      response: ReviewLinkDto[];
    };
  };
  '/api/admin/review-links/{id}/revoke': {
    /** Revokes a review link at once (revoking again changes nothing) */
    post: {
      params: {
        id: string | number;
      };
      response: ReviewLinkDto;
    };
  };
  '/api/review/{token}': {
    /** The review page's data: the version's video (signed, 1 h), the comments made through this link, the decision */
    get: {
      params: {
        token: string | number;
      };
      response: ReviewSessionDto;
    };
  };
  '/api/review/{token}/unlock': {
    /** Unlocks a link with its passcode in this browser (an httpOnly cookie for this link, 12 h) */
    post: {
      params: {
        token: string | number;
      };
      body: ReviewUnlockDto;
      response: void;
    };
  };
  '/api/review/{token}/videos/{assetId}': {
    /** Fresh signed addresses (1 h) of the link's own video */
    get: {
      params: {
        token: string | number;
        assetId: string | number;
      };
      response: ReviewVideoDto;
    };
  };
  '/api/review/{token}/comments': {
    /** A guest's comment at a time or over a range, optionally with a drawing */
    post: {
      params: {
        token: string | number;
      };
      body: ReviewCommentCreateDto;
      response: CommentDto;
    };
  };
  '/api/review/{token}/decision': {
    /** Approves the version or asks for changes, with a note; the latest decision counts */
    post: {
      params: {
        token: string | number;
      };
      body: ReviewDecisionCreateDto;
      response: ReviewSessionDto;
    };
  };
  '/api/admin/account/two-factor': {
    /** Whether two-factor sign-in is on for me, how many recovery codes are left, and whether it is required */
    get: {
      response: TwoFactorStatusDto;
    };
    /** Turns two-factor off (needs a password-or-code check in the last 10 minutes) */
    delete: {
      response: void;
    };
  };
  '/api/admin/account/two-factor/enrolment': {
    /** Starts setting up two-factor: a new secret as a QR code and as text (replaces an unfinished set-up) */
    post: {
      response: TwoFactorEnrolmentDto;
    };
  };
  '/api/admin/account/two-factor/enrolment/confirm': {
    /** Turns two-factor on with a code from the new secret; answers the ten recovery codes, once */
    post: {
      body: TwoFactorCodeDto;
      response: RecoveryCodesDto;
    };
  };
  '/api/admin/settings/two-factor': {
    /** Whether two-factor sign-in is required for everyone */
    get: {
      response: TwoFactorSettingDto;
    };
    /** Requires two-factor sign-in for everyone (or stops requiring it); applies from each person’s next sign-in */
    put: {
      body: TwoFactorSettingDto;
      response: TwoFactorSettingDto;
    };
  };
}
