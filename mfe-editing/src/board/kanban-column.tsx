import { useDroppable } from '@dnd-kit/core';
import type { KanbanColumnId } from '@podcast/contracts';
import { Badge, Typography } from 'antd';
import type { ReactNode } from 'react';

interface KanbanColumnProps {
  id: KanbanColumnId;
  title: string;
  count: number | null;
  children: ReactNode;
}

/** A drop target; the Publish column holds no cards and only reads its hint (spec §2). */
export function KanbanColumn({ id, title, count, children }: KanbanColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section
      ref={setNodeRef}
      aria-label={`${title} column`}
      data-testid={`kanban-column-${id}`}
      style={{
        flex: '1 1 0',
        minWidth: 220,
        minHeight: 360,
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
