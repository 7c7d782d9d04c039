import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { KANBAN_COLUMNS, type KanbanColumnId } from '@podcast/contracts';

const ORDER: readonly KanbanColumnId[] = KANBAN_COLUMNS.map((column) => column.id);

/** The column to the left or right of `current`, clamped at the board's edges. */
export function neighbourColumn(current: KanbanColumnId, step: -1 | 1): KanbanColumnId {
  const index = ORDER.indexOf(current);
  return ORDER[Math.min(ORDER.length - 1, Math.max(0, index + step))] ?? current;
}

/**
 * Keyboard dragging jumps a whole column per arrow press (the default moves 25 px, a tenth of a
 * column): Left/Right place the card at the top of the neighbouring column, so Space, arrows, Space
 * moves a card anywhere on the board.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const overId = (context.over?.id ?? context.active?.data.current?.column) as KanbanColumnId | undefined;
  if (!overId) return undefined;
  const rect = context.droppableRects.get(neighbourColumn(overId, step));
  if (!rect) return currentCoordinates;
  return { x: rect.left + 8, y: rect.top + 48 };
};
