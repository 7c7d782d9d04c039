import { AuditAction, AuditTargetType } from '@podcast/contracts';
import { actionLabel, auditQuery, changeLines, NO_FILTERS, targetText } from './audit.api';

describe('the Audit screen’s helpers', () => {
  it('sends only the filters that are set, and the page as an offset', () => {
    expect(auditQuery(NO_FILTERS, 1)).toEqual({ limit: 25, offset: 0 });
    expect(
      auditQuery({ actor: '  ann@ ', action: AuditAction.EpisodeDeleted, targetType: AuditTargetType.Episode, from: '2026-01-01', to: '2026-01-31' }, 3),
    ).toEqual({
      limit: 25,
      offset: 50,
      actor: 'ann@',
      action: 'episode.deleted',
      targetType: 'episode',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('names actions and targets for people, and keeps an action it does not know as it is', () => {
    expect(actionLabel(AuditAction.SignInFailed)).toBe('Failed sign-in');
    expect(actionLabel('future.action')).toBe('future.action');
    expect(targetText({ targetType: 'episode', targetId: '12', targetLabel: 'Pricing' })).toBe('Episode “Pricing” (#12)');
    expect(targetText({ targetType: 'subscriber', targetId: '4', targetLabel: null })).toBe('Subscriber (#4)');
    expect(targetText({ targetType: null, targetId: null, targetLabel: null })).toBe('—');
  });

  it('writes each change as before → after, with — for nothing', () => {
    expect(changeLines(null)).toEqual([]);
    expect(
      changeLines({
        status: { before: 'draft', after: 'published' },
        enabled: { before: true, after: null },
        actions: { before: null, after: [{ type: 'send_email' }] },
      }),
    ).toEqual(['status: draft → published', 'enabled: true → —', 'actions: — → [{"type":"send_email"}]']);
  });
});
