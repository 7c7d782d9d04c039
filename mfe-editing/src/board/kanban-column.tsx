import { useDroppable } from '@dnd-kit/core';
import type { KanbanColumnId } from '@podcast/contracts';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { columnHeading } from './kanban';

interface KanbanColumnProps {
  id: KanbanColumnId;
  title: string;
  count: number | null;
  /** Phones: the columns stack as full-width sections, each named with its count (no sideways scrolling). */
  narrow?: boolean;
  children: ReactNode;
}

/** A drop target; the Publish column holds no cards and only reads its hint (spec §2). */
export function KanbanColumn({ id, title, count, narrow = false, children }: KanbanColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  const heading = columnHeading(title, count);
  return (
    <section
      ref={setNodeRef}
      aria-label={`${heading} column`}
      data-testid={`kanban-column-${id}`}
      style={{
        // Five columns share the width on a laptop (1280 px with the sidebar leaves ~1000 px); on a
        // phone each is a full-width section, stacked in board order, only as tall as its cards.
        flex: narrow ? '0 0 auto' : '1 1 0',
        minWidth: narrow ? 0 : 150,
        minHeight: narrow ? undefined : 360,
        padding: 12,
        borderRadius: 12,
        background: isOver ? '#fff7e0' : '#f5f6fa',
        border: `2px dashed ${isOver ? '#b88600' : 'transparent'}`,
      }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }} data-testid={`kanban-heading-${id}`}>
        {heading}
      </Typography.Title>
      {id === 'publish' ? <Typography.Text type="secondary">Drop episodes here to publish to main catalog</Typography.Text> : children}
    </section>
  );
}
