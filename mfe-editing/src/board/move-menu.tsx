import { DownOutlined } from '@ant-design/icons';
import type { KanbanColumnId } from '@podcast/contracts';
import { Button, Dropdown } from 'antd';
import type { Ref, SyntheticEvent } from 'react';
import { moveTargets, type BoardRights } from './kanban';

interface MoveMenuProps {
  column: KanbanColumnId;
  /** Who the card is, for the button's name: "Move to…: Ada Lovelace". */
  heading: string;
  disabled: boolean;
  onPick: (column: KanbanColumnId) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Only the columns the role may move to are offered; with none, there is no menu. */
  rights: BoardRights;
}

// The menu opens in a portal, but React events still bubble through the card: a press here must
// neither start the card's drag nor open the episode. (Keys are let through: the dropdown hears
// Escape on the window, and the card only acts on keys pressed on itself.)
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A card's "Move to…" menu (issue 29): every other column, so a card moves without dragging, on a
 * phone or by keyboard (Enter opens it with the focus in the menu, arrows choose, Enter picks,
 * Escape closes back to the button). A pick is handed to the board as a drop on that column.
 */
export function MoveMenu({ column, heading, disabled, onPick, buttonRef, rights }: MoveMenuProps) {
  const targets = moveTargets(column, rights);
  if (targets.length === 0) return null;
  return (
    <span onPointerDown={stop} onClick={stop}>
      <Dropdown
        trigger={['click']}
        disabled={disabled}
        autoFocus
        menu={{
          items: targets.map((target) => ({ key: target.column, label: target.label })),
          onClick: ({ key }) => onPick(key as KanbanColumnId),
        }}
      >
        <Button ref={buttonRef} size="small" aria-label={`Move to…: ${heading}`} data-testid="kanban-move-menu">
          Move to… <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    </span>
  );
}
