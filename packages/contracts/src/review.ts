import type { ReviewDecision } from './api-types';

/** How staff screens name a guest's answer through a review link (issue 35; docs/review.md): the episode detail, its review links, the Kanban card. */
export const REVIEW_DECISION_LABELS: Record<ReviewDecision, string> = {
  approved: 'Guest approved',
  changes_requested: 'Changes requested',
};

/** The tag tone of a decision: approval green, a change request orange. */
export const REVIEW_DECISION_TONES: Record<ReviewDecision, 'green' | 'orange'> = {
  approved: 'green',
  changes_requested: 'orange',
};
