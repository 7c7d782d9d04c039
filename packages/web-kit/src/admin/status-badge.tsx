import {
  BOOKING_STATUS_PRESENTATION,
  episodeStatusLabel,
  OUTREACH_STATUS_PRESENTATION,
  type BookingStatus,
  type OutreachStatus,
  type StatusPresentation,
} from '@podcast/contracts';
import { Tag } from 'antd';

/** Badge colours for the contracts' colour names (spec §4). */
export const BADGE_COLORS: Record<StatusPresentation['color'], string> = {
  grey: 'default',
  blue: 'blue',
  orange: 'orange',
  yellow: 'gold',
  purple: 'purple',
  amber: 'volcano',
  green: 'green',
  teal: 'cyan',
  red: 'red',
  emerald: '#059669',
};

export function PresentationBadge({ presentation }: { presentation: StatusPresentation }) {
  return <Tag color={BADGE_COLORS[presentation.color]}>{presentation.label}</Tag>;
}

export function OutreachBadge({ status }: { status: OutreachStatus }) {
  return <PresentationBadge presentation={OUTREACH_STATUS_PRESENTATION[status]} />;
}

export function BookingBadge({ status }: { status: BookingStatus }) {
  return <PresentationBadge presentation={BOOKING_STATUS_PRESENTATION[status]} />;
}

const EPISODE_BADGE_COLORS: Record<string, string> = {
  Filmed: 'default',
  Editing: 'blue',
  Revise: 'orange',
  Review: 'purple',
  Published: 'green',
};

/** An episode's status badge: Published, else its editing status label (unknown shows as Filmed). */
export function EpisodeStatusBadge({ status, editingStatus }: { status?: string | null; editingStatus?: string | null }) {
  const label = episodeStatusLabel(status, editingStatus);
  return <Tag color={EPISODE_BADGE_COLORS[label] ?? 'default'}>{label}</Tag>;
}
