import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { EditingStatus, EpisodeStatus, KANBAN_COLUMNS, makesPublic, type KanbanColumnId } from '@podcast/contracts';
import { ApiError } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { PublishDialog, usePublishedToast, type PublishAcknowledgement } from '@podcast/web-kit/publishing';
import { Alert, Button, Flex, Grid, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnCoordinates } from './board/column-keyboard';
import { KanbanCard } from './board/kanban-card';
import { KanbanColumn } from './board/kanban-column';
import { dropPatch, groupByColumn, isMove } from './board/kanban';
import { useBoardEpisodes, useMoveEpisode, type AdminEpisodeDto, type BoardPatch } from './editing-api';

/** Editing Workflow (/admin/editing): the five-column Kanban of spec §2 and §4. */
export default function EditingBoard() {
  const toast = useToast();
  const episodes = useBoardEpisodes();
  const publishedToast = usePublishedToast();
  // A refusal of the publishing rule (409) says why; anything else keeps the spec's message.
  const move = useMoveEpisode((error) =>
    toast.error('Error', (error instanceof ApiError && error.status === 409 && error.serverMessage) || 'Failed to update episode status. Please try again.'),
  );
  const columns = useMemo(() => groupByColumn(episodes.data ?? []), [episodes.data]);
  const publishedCount = useMemo(() => (episodes.data ?? []).filter((episode) => episode.status === EpisodeStatus.Published).length, [episodes.data]);
  const narrow = !Grid.useBreakpoint().md;
  /** The card whose Publish (button or drop) waits for the confirmation dialog. */
  const [publishing, setPublishing] = useState<AdminEpisodeDto | null>(null);
  // A small distance keeps a plain click a click (it opens the episode) rather than a drag.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const moveTo = (id: number, patch: BoardPatch) => move.mutate({ id, patch });
  // Publishing is deliberate: the Publish button and a drop on Publish both ask first (issue 12).
  const request = (episode: AdminEpisodeDto, patch: BoardPatch) => {
    if ('status' in patch && makesPublic(episode.status, patch.status)) setPublishing(episode);
    else moveTo(episode.id, patch);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = (active.data.current?.column ?? null) as KanbanColumnId | null;
    const to = over.id as KanbanColumnId;
    const episode = episodes.data?.find((item) => item.id === Number(active.id));
    if (episode && isMove(from, to)) request(episode, dropPatch(to));
  };
  const confirmPublish = (acknowledgement: PublishAcknowledgement) => {
    if (!publishing) return;
    const { id, title, editingStatus: previous } = publishing;
    move.mutate(
      { id, patch: { status: EpisodeStatus.Published, editingStatus: EditingStatus.Final, ...acknowledgement } },
      {
        onSuccess: () =>
          publishedToast({
            episodeId: id,
            title: 'Published',
            description: `"${title}" is now public.`,
            onUndo: () =>
              move.mutate(
                { id, patch: { status: EpisodeStatus.Draft, editingStatus: previous } },
                { onSuccess: () => toast.success('Unpublished', `"${title}" is a draft again.`) },
              ),
          }),
        onSettled: () => setPublishing(null),
      },
    );
  };

  return (
    <div>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Editing Workflow
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Link to="/admin/episodes?status=published" data-testid="published-episodes-link">
            Published episodes ({publishedCount})
          </Link>
          <Button href="/">View Site</Button>
        </Flex>
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
          <Flex
            gap={12}
            align="stretch"
            role="region"
            aria-label="Editing board"
            data-testid="kanban-board"
            style={{ overflowX: 'auto', paddingBottom: 4, scrollSnapType: narrow ? 'x mandatory' : undefined }}
          >
            {KANBAN_COLUMNS.map((column) => (
              <KanbanColumn
                key={column.id}
                id={column.id}
                title={column.title}
                narrow={narrow}
                count={column.id === 'publish' ? null : columns[column.id].length}
              >
                {columns[column.id].map((episode) => (
                  <KanbanCard
                    key={episode.id}
                    episode={episode}
                    column={column.id}
                    busy={move.isPending && move.variables?.id === episode.id}
                    onMove={(patch) => request(episode, patch)}
                  />
                ))}
              </KanbanColumn>
            ))}
          </Flex>
        </DndContext>
      )}
      <PublishDialog target={publishing} pending={move.isPending} onCancel={() => setPublishing(null)} onConfirm={confirmPublish} />
    </div>
  );
}
