import { AUDIT_ACTION_LABELS, AUDIT_TARGET_TYPE_LABELS, type AuditAction, type AuditEntryDto, type AuditTargetType } from '@podcast/contracts';
import { apiClient, totalFrom } from '@podcast/web-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const AUDIT_PAGE_SIZE = 25;

/** The screen's filters; empty text or null means "any". */
export interface AuditFilters {
  actor: string;
  action: AuditAction | null;
  targetType: AuditTargetType | null;
  /** YYYY-MM-DD, both days included */
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: null, targetType: null, from: null, to: null };

export interface AuditPage {
  rows: AuditEntryDto[];
  total: number;
}

/** GET /api/admin/audit's query for a page of the filters (absent filters are not sent). */
export function auditQuery(filters: AuditFilters, page: number) {
  return {
    limit: AUDIT_PAGE_SIZE,
    offset: (Math.max(1, page) - 1) * AUDIT_PAGE_SIZE,
    ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.targetType ? { targetType: filters.targetType } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

export function useAuditPage(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ['admin-shell', 'audit', filters, page] as const,
    queryFn: async ({ signal }): Promise<AuditPage> => {
      const query = auditQuery(filters, page);
      const { data, headers } = await apiClient.getWithHeaders('/api/admin/audit', { params: { query }, signal });
      return { rows: data, total: totalFrom(headers, query.offset, data.length) };
    },
    placeholderData: keepPreviousData,
  });
}

/** An action's label; an action a later release added shows as its name. */
export const actionLabel = (action: string): string => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

/** "Episode “Title” (#12)", "Guest #4", or "—" without a target. */
export function targetText(entry: Pick<AuditEntryDto, 'targetType' | 'targetId' | 'targetLabel'>): string {
  if (!entry.targetType) return '—';
  const type = (AUDIT_TARGET_TYPE_LABELS as Record<string, string>)[entry.targetType] ?? entry.targetType;
  const label = entry.targetLabel ? ` “${entry.targetLabel}”` : '';
  const id = entry.targetId ? ` (#${entry.targetId})` : '';
  return `${type}${label}${id}`;
}

const valueText = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** One line per changed field: "status: draft → published". */
export function changeLines(changes: AuditEntryDto['changes']): string[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, change]) => `${field}: ${valueText(change.before)} → ${valueText(change.after)}`);
}
