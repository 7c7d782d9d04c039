import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { KANBAN_COLUMNS, type KanbanColumnId } from '@podcast/contracts';
import { useToast } from '@podcast/web-kit/admin';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { columnCoordinates } from './board/column-keyboard';
import { KanbanCard } from './board/kanban-card';
import { KanbanColumn } from './board/kanban-column';
import { dropPatch, groupByColumn, isMove } from './board/kanban';
import { useBoardEpisodes, useMoveEpisode, type BoardPatch } from './editing-api';

/** Editing Workflow (/admin/editing): the five-column Kanban of spec §2 and §4. */
export default function EditingBoard() {
  const toast = useToast();
  const episodes = useBoardEpisodes();
  const move = useMoveEpisode(() => toast.error('Error', 'Failed to update episode status. Please try again.'));
  const columns = useMemo(() => groupByColumn(episodes.data ?? []), [episodes.data]);
  // A small distance keeps a plain click a click (it opens the episode) rather than a drag.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const moveTo = (id: number, patch: BoardPatch) => move.mutate({ id, patch });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = (active.data.current?.column ?? null) as KanbanColumnId | null;
    const to = over.id as KanbanColumnId;
    if (isMove(from, to)) moveTo(Number(active.id), dropPatch(to));
  };

  return (
    <div>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Editing Workflow
        </Typography.Title>
        <Button href="/">View Site</Button>
      </Flex>
      {episodes.isLoading && <Spin aria-label="Loading episodes" />}
      {episodes.isError && <Alert type="error" title="Failed to load episodes" description={episodes.error.message} />}
      {episodes.data && (
        <DndContext
          sensors={sensors}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: {
              draggable:
                'To pick up an episode, press Space or Enter. Use the left and right arrow keys to move it between columns. Press Space or Enter again to drop it, or Escape to cancel.',
            },
          }}
        >
          <Flex gap={12} align="stretch" style={{ overflowX: 'auto' }}>
            {KANBAN_COLUMNS.map((column) => (
              <KanbanColumn key={column.id} id={column.id} title={column.title} count={column.id === 'publish' ? null : columns[column.id].length}>
                {columns[column.id].map((episode) => (
                  <KanbanCard
                    key={episode.id}
                    episode={episode}
                    column={column.id}
                    busy={move.isPending && move.variables?.id === episode.id}
                    onMove={(patch) => moveTo(episode.id, patch)}
                  />
                ))}
              </KanbanColumn>
            ))}
          </Flex>
        </DndContext>
      )}
    </div>
  );
}
