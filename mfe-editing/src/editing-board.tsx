import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { EditingStatus, EpisodeStatus, KANBAN_COLUMNS, makesPublic, type KanbanColumnId } from '@podcast/contracts';
import { plainErrorMessage, useCan } from '@podcast/web-kit';
import { LoadError, useToast, whoMay } from '@podcast/web-kit/admin';
import { PublishDialog, usePublishedToast, type PublishAcknowledgement } from '@podcast/web-kit/publishing';
import { Alert, Button, Flex, Grid, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnCoordinates } from './board/column-keyboard';
import { KanbanCard } from './board/kanban-card';
import { KanbanColumn } from './board/kanban-column';
import { boardColumns, cardText, columnOf, dropPatch, groupByColumn, isMove, mayMoveTo, type BoardRights } from './board/kanban';
import { useBoardEpisodes, useMoveEpisode, type AdminEpisodeDto, type BoardPatch } from './editing-api';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Editing Workflow (/admin/editing): the five-column Kanban of spec §2 and §4. */
export default function EditingBoard() {
  const toast = useToast();
  // Editing opens with media.upload; moving a card is the episode's PATCH (episodes.write) and Publish
  // needs episodes.publish too (issue 31): an Editor gets no Publish button, menu entry or column.
  const rights: BoardRights = { write: useCan('episodes.write'), publish: useCan('episodes.publish') };
  const episodes = useBoardEpisodes();
  const publishedToast = usePublishedToast();
  // A refusal the server explains (the publishing rule's 409, a deleted episode) says why, in plain words;
  // an unexplained one keeps the spec's message.
  const move = useMoveEpisode((error) => toast.error('Error', plainErrorMessage(error, 'Failed to update episode status. Please try again.')));
  const columns = useMemo(() => groupByColumn(episodes.data ?? []), [episodes.data]);
  const publishedCount = useMemo(() => (episodes.data ?? []).filter((episode) => episode.status === EpisodeStatus.Published).length, [episodes.data]);
  const narrow = !Grid.useBreakpoint().md;
  /** The card whose Publish (button or drop) waits for the confirmation dialog. */
  const [publishing, setPublishing] = useState<AdminEpisodeDto | null>(null);
  /** The card last moved by its "Move to…" menu: it takes the focus back in its new column. */
  const [menuMoved, setMenuMoved] = useState<number | null>(null);
  /** What the last menu move did, for screen readers (the card's jump is silent otherwise). */
  const [announcement, setAnnouncement] = useState('');
  // A small distance keeps a plain click a click (it opens the episode) rather than a drag.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const moveTo = (id: number, patch: BoardPatch, onSuccess?: () => void) => move.mutate({ id, patch }, { onSuccess });
  // Publishing is deliberate: the Publish button, a drop on Publish and "Move to… Publish" all ask first (issue 12).
  const request = (episode: AdminEpisodeDto, patch: BoardPatch, onSuccess?: () => void) => {
    if ('status' in patch && makesPublic(episode.status, patch.status)) setPublishing(episode);
    else moveTo(episode.id, patch, onSuccess);
  };
  // "Move to…" is a drop without the drag: the same call and rules. The card takes the focus back in its
  // new column, and a screen reader hears where it went once the server agreed.
  const pick = (episode: AdminEpisodeDto, to: KanbanColumnId) => {
    if (!isMove(columnOf(episode), to) || !mayMoveTo(to, rights)) return;
    setMenuMoved(episode.id);
    const title = KANBAN_COLUMNS.find((column) => column.id === to)?.title ?? to;
    request(episode, dropPatch(to), () => setAnnouncement(`${cardText(episode).heading} moved to ${title}.`));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = (active.data.current?.column ?? null) as KanbanColumnId | null;
    const to = over.id as KanbanColumnId;
    const episode = episodes.data?.find((item) => item.id === Number(active.id));
    if (!episode || !isMove(from, to) || !mayMoveTo(to, rights)) return;
    setMenuMoved(null);
    request(episode, dropPatch(to));
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
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Editing Workflow
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Link to="/admin/episodes?status=published" data-testid="published-episodes-link">
            {/* No count until the list has loaded: a failed load must not read "(0)". */}
            Published episodes{episodes.data ? ` (${publishedCount})` : ''}
          </Link>
          <Button href="/">View Site</Button>
        </Flex>
      </Flex>
      <BoardRightsNote rights={rights} />
      {episodes.isLoading && <Spin aria-label="Loading episodes" />}
      {episodes.isError && (
        <LoadError title="Could not load the episodes" error={episodes.error} onRetry={() => episodes.refetch()} retrying={episodes.isFetching} />
      )}
      <div role="status" aria-live="polite" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
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
            orientation={narrow ? 'vertical' : 'horizontal'}
            role="region"
            aria-label="Editing board"
            data-testid="kanban-board"
            // A phone stacks the columns (each named with its count) instead of scrolling them sideways.
            style={{ overflowX: narrow ? undefined : 'auto', paddingBottom: 4 }}
          >
            {boardColumns(rights).map((column) => (
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
                    onMove={(patch) => {
                      setMenuMoved(null);
                      request(episode, patch);
                    }}
                    onPick={(to) => pick(episode, to)}
                    focusMenu={menuMoved === episode.id}
                    rights={rights}
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

/** Says why moves are missing for a role that may not make them; nothing for a role that may make all. */
function BoardRightsNote({ rights }: { rights: BoardRights }) {
  const title = !rights.write
    ? 'You can look at the board. Your role does not move episodes.'
    : !rights.publish
      ? `You can move episodes between the editing columns. Publishing is for ${whoMay('episodes.publish')}, so there is no Publish column.`
      : null;
  if (!title) return null;
  return <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="read-only-note" title={title} />;
}
