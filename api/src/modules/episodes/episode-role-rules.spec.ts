import { ForbiddenException } from '@nestjs/common';
import { StaffRole } from '@podcast/contracts';
import { assertMayChangePublication, assertMayDelete } from './episode-role-rules';

const editor = { id: 2, role: StaffRole.Editor };
const producer = { id: 3, role: StaffRole.Producer };

describe('episode role rules', () => {
  it.each([
    ['draft', 'published'],
    ['published', 'draft'],
    [null, 'published'],
  ])('needs episodes.publish to go from %s to %s', (current, next) => {
    expect(() => assertMayChangePublication(editor, current, next)).toThrow(ForbiddenException);
    expect(() => assertMayChangePublication(producer, current, next)).not.toThrow();
  });

  it.each([
    ['draft', undefined],
    ['draft', 'draft'],
    ['published', 'published'],
    ['published', undefined],
    [null, 'draft'],
  ])('lets an Editor keep %s with status %s', (current, next) => {
    expect(() => assertMayChangePublication(editor, current, next)).not.toThrow();
  });

  it('needs episodes.delete-published to delete a published episode, not a draft', () => {
    expect(() => assertMayDelete(editor, 'published')).toThrow('Your role (Editor) may not delete a published episode: ask Owner or Producer');
    expect(() => assertMayDelete(editor, 'draft')).not.toThrow();
    expect(() => assertMayDelete(producer, 'published')).not.toThrow();
  });
});
