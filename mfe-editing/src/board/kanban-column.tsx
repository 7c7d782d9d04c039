import { useDroppable } from '@dnd-kit/core';
import type { KanbanColumnId } from '@podcast/contracts';
import { Badge, Typography } from 'antd';
import type { ReactNode } from 'react';

interface KanbanColumnProps {
  id: KanbanColumnId;
  title: string;
  count: number | null;
  /** Phones: fixed-width columns that scroll sideways inside the board instead of squeezing. */
  narrow?: boolean;
  children: ReactNode;
}

/** A drop target; the Publish column holds no cards and only reads its hint (spec §2). */
export function KanbanColumn({ id, title, count, narrow = false, children }: KanbanColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section
      ref={setNodeRef}
      aria-label={`${title} column`}
      data-testid={`kanban-column-${id}`}
      style={{
        // Five columns share the width on a laptop (1280 px with the sidebar leaves ~1000 px); on a
        // phone each keeps a readable width and the board scrolls sideways inside its own container.
        flex: narrow ? '0 0 248px' : '1 1 0',
        minWidth: narrow ? 248 : 150,
        minHeight: narrow ? 240 : 360,
        scrollSnapAlign: narrow ? 'start' : undefined,
        padding: 12,
        borderRadius: 12,
        background: isOver ? '#fff7e0' : '#f5f6fa',
        border: `2px dashed ${isOver ? '#b88600' : 'transparent'}`,
      }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title} {count !== null && <Badge count={count} showZero color="#8a6400" />}
      </Typography.Title>
      {id === 'publish' ? <Typography.Text type="secondary">Drop episodes here to publish to main catalog</Typography.Text> : children}
    </section>
  );
}
