import {
  BOOKING_STATUS_PRESENTATION,
  episodeStatusLabel,
  OUTREACH_STATUS_PRESENTATION,
  type BookingStatus,
  type OutreachStatus,
  type StatusPresentation,
} from '@podcast/contracts';
import { Tag } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export type BadgeTone = StatusPresentation['color'];

/**
 * Badge colours for the contracts' colour names (spec §4): dark text on a light tint of the same hue,
 * every pair at least 7:1 (WCAG AA asks 4.5:1; antd's preset tags are 2.8–3.7:1 for gold, orange,
 * green and cyan).
 */
export const BADGE_TONES: Record<BadgeTone, { color: string; background: string; borderColor: string }> = {
  grey: { color: '#3a3a3a', background: '#f2f2f2', borderColor: '#c9c9c9' },
  blue: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  orange: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  yellow: { color: '#614700', background: '#fffbe6', borderColor: '#ffe58f' },
  purple: { color: '#391085', background: '#f9f0ff', borderColor: '#d3adf7' },
  amber: { color: '#871400', background: '#fff2e8', borderColor: '#ffbb96' },
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  teal: { color: '#00474f', background: '#e6fffb', borderColor: '#87e8de' },
  red: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  emerald: { color: '#064e3b', background: '#d1fae5', borderColor: '#6ee7b7' },
};

/** A tag in one of the accessible tones. */
export function ToneTag({ tone, children, style }: { tone: BadgeTone; children: ReactNode; style?: CSSProperties }) {
  return <Tag style={{ ...BADGE_TONES[tone], ...style }}>{children}</Tag>;
}

export function PresentationBadge({ presentation }: { presentation: StatusPresentation }) {
  return <ToneTag tone={presentation.color}>{presentation.label}</ToneTag>;
}

export function OutreachBadge({ status }: { status: OutreachStatus }) {
  return <PresentationBadge presentation={OUTREACH_STATUS_PRESENTATION[status]} />;
}

export function BookingBadge({ status }: { status: BookingStatus }) {
  return <PresentationBadge presentation={BOOKING_STATUS_PRESENTATION[status]} />;
}

const EPISODE_BADGE_TONES: Record<string, BadgeTone> = {
  Filmed: 'grey',
  Editing: 'blue',
  Revise: 'orange',
  Review: 'purple',
  Published: 'green',
};

/** An episode's status badge: Published, else its editing status label (unknown shows as Filmed). */
export function EpisodeStatusBadge({ status, editingStatus }: { status?: string | null; editingStatus?: string | null }) {
  const label = episodeStatusLabel(status, editingStatus);
  return <ToneTag tone={EPISODE_BADGE_TONES[label] ?? 'grey'}>{label}</ToneTag>;
}
