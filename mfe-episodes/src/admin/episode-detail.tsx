import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { DURATION_HINT, EditingStatus, EpisodeStatus } from '@podcast/contracts';
import { ApiError, formatPlayerTime, plainErrorMessage, usePageTitle } from '@podcast/web-kit';
import { LoadError, useToast } from '@podcast/web-kit/admin';
import { PublishDialog, type PublishAcknowledgement, type PublishTarget } from '@podcast/web-kit/publishing';
import { Button, Card, Col, Flex, Result, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminEpisodeDto, EpisodeUpdateDto } from './api-dto';
import { ArtworkCard, serverMessage } from './artwork/artwork-card';
import { EditingStatusCard } from './detail/editing-status-card';
import { EpisodeInfoCard } from './detail/episode-info-card';
import { StatusPanel } from './detail/status-panel';
import { durationIsValid, formFromEpisode, savePatch, statusChange, type EpisodeForm } from './detail/status-change';
import { EpisodeNotFoundError, useAdminEpisode, useArtworkMutations, useUpdateEpisode, useVideoAssets } from './episodes-api';
import { assetsOfKind, selectedFinalVideo } from './media/file-rows';
import { MediaFilesCard } from './media/media-files-card';
import { UnpublishDialog } from './publishing/unpublish-dialog';
import { undoPatch, useAnnouncePublished } from './publishing/use-publish-flow';
import { ReviewDecisionTag } from './review-links/review-decision-tag';
import { ReviewLinksCard } from './review-links/review-links-card';
import { useEpisodeRights } from './rights';
import { RightsNote } from './rights-note';
import { RouterLinkButton } from './router-link-button';
import { TextTracksCard } from './text-tracks/text-tracks-card';

/** Admin episode detail (/admin/episodes/{id}; the id is the last path segment). */
export default function EpisodeDetail() {
  const params = useParams();
  const id = Number(params.id ?? window.location.pathname.split('/').filter(Boolean).pop());
  const episode = useAdminEpisode(id);

  if (episode.isLoading) return <Typography.Text>Loading...</Typography.Text>;
  if (!episode.data) {
    const notFound = !Number.isInteger(id) || id <= 0 || episode.error instanceof EpisodeNotFoundError;
    const back = (
      <RouterLinkButton to="/admin/editing" icon={<ArrowLeftOutlined />}>
        Back to Editing
      </RouterLinkButton>
    );
    if (notFound) return <Result status="404" title="Episode not found" extra={back} />;
    // A failure to read (not a missing episode) says so plainly and offers Retry (issue 29).
    return (
      <div>
        <LoadError
          title="Failed to fetch episode"
          error={episode.error?.cause ?? episode.error}
          onRetry={() => episode.refetch()}
          retrying={episode.isFetching}
        />
        <div style={{ marginTop: 16 }}>{back}</div>
      </div>
    );
  }
  return <EpisodeDetailView key={episode.data.id} episode={episode.data} />;
}

/** Read by screen readers, not shown: the separator between the heading's number and title. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A publish waiting for the dialog: Save Changes with the selector on Publish, or Approve & Publish of one video. */
type PendingPublish = { kind: 'save'; patch: EpisodeUpdateDto; target: PublishTarget } | { kind: 'approve'; assetId: number };

/** The server's message when it refused the show notes (a 400 naming the field), else null. */
const showNotesRefusal = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 400 ? (error.fieldErrors.showNotes?.[0] ?? null) : null;

/** A refusal the server explained (the publishing rule's 409, a 400) says why; other failures a plain sentence, else the spec's message. */
const failure = (error: unknown, fallback: string) => plainErrorMessage(error, fallback);

function EpisodeDetailView({ episode }: { episode: AdminEpisodeDto }) {
  const toast = useToast();
  // A Viewer looks only; an Editor edits but neither publishes nor unpublishes (issue 31).
  const rights = useEpisodeRights();
  const update = useUpdateEpisode(episode.id);
  const announcePublished = useAnnouncePublished();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<EpisodeForm>(() => formFromEpisode(episode));
  const [durationError, setDurationError] = useState<string | null>(null);
  /** The server's refusal of the show notes (400, e.g. too long), shown under the field. */
  const [showNotesError, setShowNotesError] = useState<string | null>(null);
  const artwork = useArtworkMutations(episode.id);
  const [publishing, setPublishing] = useState<PendingPublish | null>(null);
  /** An unpublish waiting for its confirmation: from the status panel's button, or Save Changes moving the selector off Publish. */
  const [unpublishing, setUnpublishing] = useState<EpisodeUpdateDto | null>(null);
  /** The edited video chosen with Media Files' radio; the status panel approves or revises it. */
  const [selectedVideoId, setSelectedVideoId] = useState<number | null>(null);
  const assets = useVideoAssets(episode.id);
  const selectedVideo = selectedFinalVideo(assetsOfKind(assets.data ?? [], 'edited'), selectedVideoId, episode.finalVideoAssetId);
  usePageTitle(episode.title);

  const startEdit = () => {
    setForm(formFromEpisode(episode));
    setDurationError(null);
    setShowNotesError(null);
    setEditing(true);
  };
  // Cancel restores every loaded value, the status included: nothing was stored.
  const cancel = () => {
    setForm(formFromEpisode(episode));
    setDurationError(null);
    setShowNotesError(null);
    setEditing(false);
  };

  const published = (before: AdminEpisodeDto) =>
    announcePublished(episode, undoPatch(before), { title: 'Status Updated', description: 'Episode status changed to Published.' });

  const store = (patch: EpisodeUpdateDto) => {
    const before = episode;
    update.mutate(patch, {
      onSuccess: (saved) => {
        setEditing(false);
        setPublishing(null);
        setUnpublishing(null);
        if (saved.status === EpisodeStatus.Published && before.status !== EpisodeStatus.Published) published(before);
        else toast.success('Episode Updated', 'Episode details have been saved successfully.');
      },
      onError: (error) => {
        const notes = showNotesRefusal(error);
        setShowNotesError(notes);
        // A refusal of the show notes shows under the field (a toast would only repeat it).
        if (notes) {
          setPublishing(null);
          setUnpublishing(null);
        } else toast.error('Error', failure(error, 'Failed to update episode. Please try again.'));
      },
    });
  };

  const save = () => {
    if (!durationIsValid(form.duration)) {
      setDurationError(`"${form.duration.trim()}" is not a duration. ${DURATION_HINT}`);
      return;
    }
    setDurationError(null);
    const patch = savePatch(episode, form);
    const change = statusChange(episode, form.status);
    if (change === 'publish') {
      setPublishing({
        kind: 'save',
        patch,
        target: {
          id: episode.id,
          title: patch.title || episode.title,
          guestName: patch.guestName ?? null,
          episodeNumber: patch.episodeNumber ?? episode.episodeNumber,
          finalVideoAssetId: episode.finalVideoAssetId,
        },
      });
    } else if (change === 'unpublish') {
      setUnpublishing(patch);
    } else {
      store(patch);
    }
  };

  const changeStatus = (patch: EpisodeUpdateDto, word: string) =>
    update.mutate(patch, {
      onSuccess: () => toast.success('Status Updated', `Episode status changed to ${word}.`),
      onError: (error) => toast.error('Error', failure(error, 'Failed to update episode status. Please try again.')),
    });

  const confirmPublish = (acknowledgement: PublishAcknowledgement) => {
    if (!publishing) return;
    if (publishing.kind === 'save') {
      store({ ...publishing.patch, ...acknowledgement });
      return;
    }
    const before = episode;
    update.mutate(
      { status: EpisodeStatus.Published, editingStatus: EditingStatus.Final, finalVideoAssetId: publishing.assetId, ...acknowledgement },
      {
        onSuccess: () => {
          setPublishing(null);
          // Approving another video of an episode that is already public: no Undo back to draft.
          if (before.status === EpisodeStatus.Published) toast.success('Status Updated', 'Episode status changed to Published.');
          else published(before);
        },
        onError: (error) => toast.error('Error', failure(error, 'Failed to update episode status. Please try again.')),
      },
    );
  };

  const confirmUnpublish = () => {
    if (!unpublishing) return;
    update.mutate(unpublishing, {
      onSuccess: () => {
        setEditing(false);
        setUnpublishing(null);
        toast.success('Status Updated', 'Episode status changed to Draft. It is no longer public.');
      },
      onError: (error) => toast.error('Error', failure(error, 'Failed to update episode status. Please try again.')),
    });
  };

  /** "Use current frame" in the final video's preview. */
  const takeFrame = (seconds: number) =>
    artwork.fromFrame.mutateAsync(seconds).then(
      () => toast.success('Episode Updated', `The frame at ${formatPlayerTime(seconds)} is the episode's artwork.`),
      (error: unknown) => toast.error('Error', serverMessage(error, 'Failed to use that frame. Please try again.')),
    );

  const publishTarget: PublishTarget | null =
    publishing?.kind === 'save'
      ? publishing.target
      : publishing
        ? {
            id: episode.id,
            title: episode.title,
            guestName: episode.guestName,
            episodeNumber: episode.episodeNumber,
            finalVideoAssetId: episode.finalVideoAssetId,
          }
        : null;

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div style={{ minWidth: 0, flex: '1 1 280px' }}>
          <RouterLinkButton to="/admin/editing" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
            Back to Editing
          </RouterLinkButton>
          {/* The heading names the episode (issue 29); its number is the kicker above the title. */}
          <Typography.Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 14, fontWeight: 500 }}>
              Episode #{episode.episodeNumber}
              <span style={VISUALLY_HIDDEN}>: </span>
            </Typography.Text>
            {episode.title}
          </Typography.Title>
          <ReviewDecisionTag decision={episode.reviewDecision} />
        </div>
        {editing ? (
          <Space wrap>
            <Button onClick={cancel} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="primary" onClick={save} loading={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Space>
        ) : (
          rights.write && (
            <Button type="primary" icon={<EditOutlined />} onClick={startEdit}>
              Edit Episode
            </Button>
          )
        )}
      </Flex>
      <RightsNote rights={rights} readOnly="You can look at this episode, its files, comments and review links. Your role does not change them." />
      <StatusPanel
        episode={episode}
        selectedVideo={selectedVideo}
        pending={update.isPending}
        canRevise={rights.write}
        canPublish={rights.publish}
        onRevise={() => changeStatus({ editingStatus: EditingStatus.Revise }, 'Revise')}
        onApprove={() => selectedVideo && setPublishing({ kind: 'approve', assetId: selectedVideo.id })}
        onUnpublish={() => setUnpublishing({ status: EpisodeStatus.Draft })}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <EpisodeInfoCard
              episode={episode}
              editing={editing}
              form={form}
              durationError={durationError}
              showNotesError={showNotesError}
              onChange={(change) => {
                // The server's refusal was about the text it saw: editing the notes clears it.
                if (change.showNotes !== undefined) setShowNotesError(null);
                setForm((current) => ({ ...current, ...change }));
              }}
            />
            <MediaFilesCard
              episodeId={episode.id}
              finalVideoAssetId={episode.finalVideoAssetId}
              selectedId={selectedVideoId}
              onSelect={setSelectedVideoId}
              onUseFrame={rights.write ? takeFrame : undefined}
            />
            <TextTracksCard episodeId={episode.id} />
            <ReviewLinksCard episodeId={episode.id} />
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <EditingStatusCard
              episode={episode}
              editing={editing}
              value={form.status}
              disabled={update.isPending}
              canPublish={rights.publish}
              onChange={(status) => setForm((current) => ({ ...current, status }))}
            />
            <ArtworkCard episode={episode} />
            <Card size="small" title="Stats">
              <Typography.Text data-testid="detail-plays">Plays: {episode.plays}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                All time, each listener once a day: the figure Analytics counts.
              </Typography.Paragraph>
            </Card>
          </Space>
        </Col>
      </Row>
      <PublishDialog
        target={publishTarget}
        videoAssetId={publishing?.kind === 'approve' ? publishing.assetId : undefined}
        pending={update.isPending}
        onCancel={() => setPublishing(null)}
        onConfirm={confirmPublish}
      />
      <UnpublishDialog
        title={unpublishing ? episode.title : null}
        pending={update.isPending}
        onCancel={() => setUnpublishing(null)}
        onConfirm={confirmUnpublish}
      />
    </div>
  );
}
