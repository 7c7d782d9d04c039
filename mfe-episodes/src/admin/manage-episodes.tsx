import { PlusOutlined } from '@ant-design/icons';
import { EPISODE_FILTER_CHOICES, EPISODE_FILTER_LABELS, EpisodeFilter, EpisodeStatus } from '@podcast/contracts';
import { LoadError, useToast } from '@podcast/web-kit/admin';
import { Button, Card, Flex, Grid, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminEpisodeDto } from './api-dto';
import { CreateEpisodePanel } from './create/create-episode-panel';
import { useAdminEpisodePage, useDeleteEpisode, useEpisodeStatus, useNextEpisodeNumber } from './episodes-api';
import { UnpublishDialog } from './publishing/unpublish-dialog';
import { DeleteEpisodeDialog } from './list/delete-episode-dialog';
import { pageCountOf, serverPage } from './list/episode-list';
import { EpisodesPagination } from './list/episodes-pagination';
import { EpisodeCards } from './list/episode-cards';
import { EpisodesTable } from './list/episodes-table';
import { mayDelete, useEpisodeRights } from './rights';
import { RightsNote } from './rights-note';
import { plainErrorMessage, useDebouncedValue } from '@podcast/web-kit';

/**
 * The status filter's choices: the badges' words (issue 29). A link that opened the list with the
 * spec's Approved or Draft (?status=approved) keeps that choice shown while it is selected.
 */
function filterOptions(current: EpisodeFilter) {
  const values = EPISODE_FILTER_CHOICES.includes(current) ? EPISODE_FILTER_CHOICES : [...EPISODE_FILTER_CHOICES, current];
  return values.map((value) => ({ value, label: EPISODE_FILTER_LABELS[value] }));
}

/** Manage Episodes (/admin and /admin/episodes). */
export default function ManageEpisodes() {
  const toast = useToast();
  const remove = useDeleteEpisode();
  const status = useEpisodeStatus();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  // ?status=published (the Editing board's "Published episodes" link) opens the list filtered.
  const [filter, setFilter] = useState<EpisodeFilter>(() => {
    const fromUrl = searchParams.get('status');
    return Object.values(EpisodeFilter).find((value) => value === fromUrl) ?? EpisodeFilter.All;
  });
  const [unpublishing, setUnpublishing] = useState<AdminEpisodeDto | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [deleting, setDeleting] = useState<AdminEpisodeDto | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  // A Viewer looks only; an Editor neither publishes nor deletes a published episode (issue 31).
  const rights = useEpisodeRights();
  const actions = { canDelete: (episode: AdminEpisodeDto) => mayDelete(rights, episode), canUnpublish: rights.publish };
  // A phone gets one card per episode instead of the table (issue 29); md is 768 px.
  const narrow = Grid.useBreakpoint().md === false;

  // The server searches, filters and pages (issue 18); the search waits for a pause in typing.
  const debouncedSearch = useDebouncedValue(search);
  const episodes = useAdminEpisodePage({ page: pageNumber, search: debouncedSearch, filter });
  const total = episodes.data?.total ?? 0;
  // Numbered by the page the rows belong to: while the next page loads, the previous one stays as it was.
  const page = serverPage(episodes.data?.rows ?? [], total, episodes.data?.page ?? pageNumber);
  const nextNumber = useNextEpisodeNumber().data ?? 1;

  // A page past the end (after a delete, or rows removed elsewhere) falls back to the last page.
  const lastPage = pageCountOf(total);
  const settled = episodes.data !== undefined && !episodes.isPlaceholderData;
  useEffect(() => {
    if (settled && pageNumber > lastPage) setPageNumber(lastPage);
  }, [settled, pageNumber, lastPage]);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, title } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success('Episode Deleted', `"${title}" was deleted.`);
      },
      onError: (error) => toast.error('Delete Failed', plainErrorMessage(error)),
    });
  };

  const confirmUnpublish = () => {
    if (!unpublishing) return;
    const { id, title } = unpublishing;
    status.mutate(
      { id, patch: { status: EpisodeStatus.Draft } },
      {
        onSuccess: () => {
          setUnpublishing(null);
          toast.success('Status Updated', `"${title}" is a draft again. It is no longer public.`);
        },
        onError: (error) => toast.error('Error', plainErrorMessage(error, 'Failed to update episode status. Please try again.')),
      },
    );
  };

  const chooseFilter = (value: EpisodeFilter) => {
    setFilter(value);
    setPageNumber(1);
    setSearchParams(value === EpisodeFilter.All ? {} : { status: value }, { replace: true });
  };

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Manage Episodes
        </Typography.Title>
        {rights.write && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPanelOpen((open) => !open)} aria-expanded={panelOpen}>
            New Episode
          </Button>
        )}
      </Flex>
      <RightsNote rights={rights} readOnly="You can look at the episodes. Your role does not change them." deletes />
      {rights.write && panelOpen && (
        <Card style={{ marginBottom: 16 }} title="Create Episode & Upload Media">
          <CreateEpisodePanel nextNumber={nextNumber} rights={rights} />
        </Card>
      )}
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            aria-label="Search episodes, guests, or descriptions..."
            placeholder="Search episodes, guests, or descriptions..."
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPageNumber(1);
            }}
            style={{ maxWidth: 420 }}
          />
          <Select aria-label="Status filter" value={filter} style={{ width: 180 }} onChange={chooseFilter} options={filterOptions(filter)} />
        </Flex>
        {episodes.isError && (
          <LoadError
            title="Failed to load episodes"
            error={episodes.error}
            onRetry={() => episodes.refetch()}
            retrying={episodes.isFetching}
            style={{ marginBottom: 16 }}
          />
        )}
        {/* A failed first load has no rows to show: "No episodes found" would be untrue. */}
        {episodes.isError && !episodes.data ? null : narrow ? (
          <EpisodeCards
            rows={page.rows}
            loading={episodes.isLoading || episodes.isPlaceholderData}
            onDelete={setDeleting}
            onUnpublish={setUnpublishing}
            {...actions}
          />
        ) : (
          <EpisodesTable
            rows={page.rows}
            loading={episodes.isLoading || episodes.isPlaceholderData}
            onDelete={setDeleting}
            onUnpublish={setUnpublishing}
            {...actions}
          />
        )}
        <EpisodesPagination page={page} onPage={setPageNumber} />
      </Card>
      <DeleteEpisodeDialog episode={deleting} pending={remove.isPending} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
      <UnpublishDialog title={unpublishing?.title ?? null} pending={status.isPending} onCancel={() => setUnpublishing(null)} onConfirm={confirmUnpublish} />
    </div>
  );
}
