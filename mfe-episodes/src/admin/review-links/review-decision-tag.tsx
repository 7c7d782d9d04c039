import type { AdminEpisodeDto } from '@podcast/contracts';
import { ToneTag } from '@podcast/web-kit/admin';
import { Typography } from 'antd';

export const DECISION_TEXT = { approved: 'Guest approved', changes_requested: 'Changes requested' } as const;

/** The latest guest decision on the episode (through any of its review links), with its note, or nothing. */
export function ReviewDecisionTag({ decision }: { decision: AdminEpisodeDto['reviewDecision'] }) {
  if (!decision) return null;
  return (
    <div data-testid="episode-review-decision" style={{ marginTop: 8, overflowWrap: 'anywhere' }}>
      <ToneTag tone={decision.decision === 'approved' ? 'green' : 'orange'}>{DECISION_TEXT[decision.decision]}</ToneTag>
      <Typography.Text type="secondary">
        {decision.guestName ? `by ${decision.guestName}, ` : ''}
        {new Date(decision.decidedAt).toLocaleString()}
      </Typography.Text>
      {decision.note && <Typography.Paragraph style={{ margin: '4px 0 0' }}>“{decision.note}”</Typography.Paragraph>}
    </div>
  );
}
