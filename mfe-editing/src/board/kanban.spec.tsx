import { KANBAN_COLUMNS } from '@podcast/contracts';
import { boardColumns, cardText, columnHeading, columnOf, dropPatch, forwardAction, groupByColumn, isMove, mayMoveTo, moveTargets } from './kanban';
import { neighbourColumn } from './column-keyboard';

const episode = (status: string, editingStatus: string | null) => ({ status, editingStatus }) as Parameters<typeof columnOf>[0];

describe('kanban column rules (spec §2, §4)', () => {
  it('puts raw and missing or unknown editing statuses in Filmed', () => {
    expect(columnOf(episode('draft', 'raw'))).toBe('raw');
    expect(columnOf(episode('draft', null))).toBe('raw');
    expect(columnOf(episode('draft', 'something-else'))).toBe('raw');
  });

  it('maps editing and revise to their columns, and both review and final to Review', () => {
    expect(columnOf(episode('draft', 'editing'))).toBe('editing');
    expect(columnOf(episode('draft', 'revise'))).toBe('revise');
    expect(columnOf(episode('draft', 'final'))).toBe('final');
    expect(columnOf(episode('draft', 'review'))).toBe('final');
  });

  it('takes published episodes off the board and never fills Publish', () => {
    const groups = groupByColumn([episode('published', 'final'), episode('draft', 'final'), episode('draft', null)]);
    expect(groups.final).toHaveLength(1);
    expect(groups.raw).toHaveLength(1);
    expect(groups.publish).toHaveLength(0);
    expect(Object.keys(groups)).toEqual(KANBAN_COLUMNS.map((column) => column.id));
  });

  it('sets editingStatus to the drop column, and publishes on Publish', () => {
    expect(dropPatch('revise')).toEqual({ editingStatus: 'revise' });
    expect(dropPatch('final')).toEqual({ editingStatus: 'final' });
    expect(dropPatch('publish')).toEqual({ status: 'published', editingStatus: 'final' });
  });

  it('offers Start Edit, To Review and Publish, and nothing on Revise', () => {
    expect(forwardAction('raw')).toEqual({ label: 'Start Edit', to: 'editing', patch: { editingStatus: 'editing' } });
    expect(forwardAction('editing')).toEqual({ label: 'To Review', to: 'final', patch: { editingStatus: 'final' } });
    expect(forwardAction('final')).toEqual({ label: 'Publish', to: 'publish', patch: { status: 'published', editingStatus: 'final' } });
    expect(forwardAction('revise')).toBeNull();
  });

  it('shows the guest name or the title, and the title beneath only when a guest exists', () => {
    expect(cardText({ guestName: 'Ada Lovelace', title: 'Engines', episodeNumber: 7 })).toEqual({
      heading: 'Ada Lovelace',
      number: 'Episode #7',
      subtitle: 'Engines',
    });
    expect(cardText({ guestName: null, title: 'Solo show', episodeNumber: 2 })).toEqual({ heading: 'Solo show', number: 'Episode #2', subtitle: null });
    expect(cardText({ guestName: '  ', title: 'Blank guest', episodeNumber: 3 }).subtitle).toBeNull();
  });

  it('ignores a drop on the same column', () => {
    expect(isMove('raw', 'raw')).toBe(false);
    expect(isMove('raw', 'editing')).toBe(true);
  });

  it('offers every other column in "Move to…", Publish included, in board order', () => {
    expect(moveTargets('raw')).toEqual([
      { column: 'editing', label: 'Editing' },
      { column: 'revise', label: 'Revise' },
      { column: 'final', label: 'Review' },
      { column: 'publish', label: 'Publish' },
    ]);
    expect(moveTargets('final').map((target) => target.column)).toEqual(['raw', 'editing', 'revise', 'publish']);
    // A pick is a drop: Review sets editingStatus final, Publish publishes (and the board asks first).
    expect(moveTargets('revise').map((target) => dropPatch(target.column))).toContainEqual({ status: 'published', editingStatus: 'final' });
  });

  it('offers a role only the moves its permissions allow (issue 31)', () => {
    const editor = { write: true, publish: false };
    expect(moveTargets('raw', editor).map((target) => target.column)).toEqual(['editing', 'revise', 'final']);
    expect(mayMoveTo('publish', editor)).toBe(false);
    expect(mayMoveTo('revise', editor)).toBe(true);
    expect(boardColumns(editor).map((column) => column.id)).toEqual(['raw', 'editing', 'revise', 'final']);
    const owner = { write: true, publish: true };
    expect(boardColumns(owner)).toEqual(KANBAN_COLUMNS);
    expect(mayMoveTo('publish', owner)).toBe(true);
    const reader = { write: false, publish: false };
    expect(moveTargets('raw', reader)).toEqual([]);
    expect(mayMoveTo('editing', reader)).toBe(false);
    // Publishing is a PATCH too: episodes.publish without episodes.write moves nothing.
    expect(mayMoveTo('publish', { write: false, publish: true })).toBe(false);
  });

  it('names a column with its count, and Publish without one', () => {
    expect(columnHeading('Editing', 3)).toBe('Editing (3)');
    expect(columnHeading('Filmed', 0)).toBe('Filmed (0)');
    expect(columnHeading('Publish', null)).toBe('Publish');
  });

  it('moves one column per arrow key, clamped at the edges', () => {
    expect(neighbourColumn('raw', 1)).toBe('editing');
    expect(neighbourColumn('final', 1)).toBe('publish');
    expect(neighbourColumn('publish', 1)).toBe('publish');
    expect(neighbourColumn('raw', -1)).toBe('raw');
  });
});
