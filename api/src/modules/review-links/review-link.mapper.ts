import type { LinkOpens } from './review-link.repository';
import type { ReviewLinkDto, ReviewLinkStatus } from './review-link.dto';
import type { ReviewLinkEntity } from './review-link.entity';

/** Revoked wins over expired: the staff's act is what the list should say. */
export function linkStatus(link: Pick<ReviewLinkEntity, 'revokedAt' | 'expiresAt'>, now = new Date()): ReviewLinkStatus {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function mapReviewLink(link: ReviewLinkEntity, version: number | null, opens: LinkOpens, commentCount: number): ReviewLinkDto {
  return {
    id: link.id,
    episodeId: link.episodeId,
    videoAssetId: link.videoAssetId,
    version,
    guestName: link.guestName,
    hasPasscode: link.passcodeHash !== null,
    watermark: link.watermark,
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: iso(link.revokedAt),
    createdAt: link.createdAt.toISOString(),
    createdBy: link.createdBy,
    status: linkStatus(link),
    openCount: opens.count,
    lastOpenedAt: iso(opens.recent[0] ?? null),
    opens: opens.recent.map((openedAt) => ({ openedAt: openedAt.toISOString() })),
    commentCount,
    decision: link.decision,
    decisionNote: link.decisionNote,
    decidedAt: iso(link.decidedAt),
    decidedBy: link.decidedBy,
  };
}
