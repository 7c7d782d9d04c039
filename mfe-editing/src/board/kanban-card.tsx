import { HolderOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { REVIEW_DECISION_LABELS, REVIEW_DECISION_TONES, type KanbanColumnId } from '@podcast/contracts';
import { ToneTag } from '@podcast/web-kit/admin';
import { Button, Card, Typography } from 'antd';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AdminEpisodeDto, BoardPatch } from '../editing-api';
import { cardText, forwardAction, mayMoveTo, type BoardRights } from './kanban';
import { MoveMenu } from './move-menu';

interface KanbanCardProps {
  episode: AdminEpisodeDto;
  column: KanbanColumnId;
  onMove: (patch: BoardPatch) => void;
  /** A column picked in the card's "Move to…" menu (the board treats it as a drop there). */
  onPick: (column: KanbanColumnId) => void;
  busy: boolean;
  /**
   * This card was just moved by its "Move to…" menu: it mounts anew in its new column, and the focus
   * comes back to its menu button there (not lost to the page's top), showing where it went.
   */
  focusMenu?: boolean;
  /** What the role may do: a card offers only the moves it may make, and drags only with episodes.write. */
  rights: BoardRights;
}

/**
 * A card: click opens the episode and the whole card drags with the mouse; for the keyboard its drag
 * handle is picked up with Space/Enter; its "Move to…" menu moves it without dragging (phones,
 * keyboard). The card itself is no button, so its link and buttons are not nested inside another
 * control (axe nested-interactive).
 */
export function KanbanCard({ episode, column, onMove, onPick, busy, focusMenu = false, rights }: KanbanCardProps) {
  const navigate = useNavigate();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The button is disabled while the move is on its way (a disabled button takes no focus): once it is enabled.
  useEffect(() => {
    if (focusMenu && !busy) menuButton.current?.focus();
  }, [focusMenu, busy]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: episode.id,
    data: { column },
    disabled: !rights.write,
  });
  const text = cardText(episode);
  const forward = forwardAction(column);
  const action = forward && mayMoveTo(forward.to, rights) ? forward : null;
  const href = `/admin/episodes/${episode.id}`;
  // dnd-kit types its listeners loosely (Function); these are its pointer and keyboard activators.
  const pointerDown = listeners?.onPointerDown as ((event: PointerEvent<HTMLDivElement>) => void) | undefined;
  const keyDown = listeners?.onKeyDown as ((event: KeyboardEvent<HTMLDivElement>) => void) | undefined;
  // Only keys pressed on the card itself pick it up: Enter on its link or button must do their own job.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) keyDown?.(event);
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      // A group, not dnd-kit's role="button": the card holds its own link and button, and a button may
      // not contain other controls (axe nested-interactive); it stays focusable and draggable by keyboard.
      role="group"
      onPointerDown={pointerDown}
      onKeyDown={onKeyDown}
      aria-label={`${text.heading}, ${text.number}`}
      data-testid={`kanban-card-${episode.id}`}
      style={{
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
        cursor: rights.write ? 'grab' : undefined,
        marginBottom: 12,
      }}
      onClick={() => navigate(href)}
    >
      <Card size="small" hoverable>
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 4 }}>
          <Typography.Text strong style={{ flex: 1, minWidth: 0 }}>
            <Link to={href} onClick={(event) => event.stopPropagation()}>
              {text.heading}
            </Link>
          </Typography.Text>
          {rights.write && (
            <Button
              ref={setActivatorNodeRef}
              {...attributes}
              type="text"
              size="small"
              icon={<HolderOutlined aria-hidden />}
              aria-label={`Drag ${text.heading}, ${text.number}`}
              data-testid={`kanban-handle-${episode.id}`}
              style={{ cursor: 'grab' }}
              onKeyDown={keyDown as ((event: KeyboardEvent<HTMLButtonElement>) => void) | undefined}
              onClick={(event) => event.stopPropagation()}
            />
          )}
        </div>
        <div>
          <Typography.Text type="secondary">{text.number}</Typography.Text>
        </div>
        {text.subtitle && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{text.subtitle}</Typography.Paragraph>}
        {episode.reviewDecision && (
          <div style={{ marginTop: 6 }}>
            <span data-testid={`kanban-review-${episode.id}`}>
              <ToneTag tone={REVIEW_DECISION_TONES[episode.reviewDecision.decision]}>{REVIEW_DECISION_LABELS[episode.reviewDecision.decision]}</ToneTag>
            </span>
          </div>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
          {action && (
            <Button
              size="small"
              type="primary"
              disabled={busy}
              aria-label={`${action.label}: ${text.heading}`}
              onPointerDown={(event) => event.stopPropagation()}
              onClick={(event) => {
                event.stopPropagation();
                onMove(action.patch);
              }}
            >
              {action.label}
            </Button>
          )}
          <MoveMenu column={column} heading={text.heading} disabled={busy} buttonRef={menuButton} onPick={onPick} rights={rights} />
        </div>
      </Card>
    </div>
  );
}
