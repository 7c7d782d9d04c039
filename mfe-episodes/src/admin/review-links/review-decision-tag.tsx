import { REVIEW_DECISION_LABELS, REVIEW_DECISION_TONES, type AdminEpisodeDto } from '@podcast/contracts';
import { ToneTag } from '@podcast/web-kit/admin';
import { Typography } from 'antd';

/** The latest guest decision on the episode (through any of its review links), with its note, or nothing. */
export function ReviewDecisionTag({ decision }: { decision: AdminEpisodeDto['reviewDecision'] }) {
  if (!decision) return null;
  return (
    <div data-testid="episode-review-decision" style={{ marginTop: 8, overflowWrap: 'anywhere' }}>
      <ToneTag tone={REVIEW_DECISION_TONES[decision.decision]}>{REVIEW_DECISION_LABELS[decision.decision]}</ToneTag>
      <Typography.Text type="secondary">
        {decision.guestName ? `by ${decision.guestName}, ` : ''}
        {new Date(decision.decidedAt).toLocaleString()}
      </Typography.Text>
      {decision.note && <Typography.Paragraph style={{ margin: '4px 0 0' }}>“{decision.note}”</Typography.Paragraph>}
    </div>
  );
}
