import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { EditingStatus, EpisodeStatus } from '@podcast/contracts';
import { useToast } from '@podcast/web-kit/admin';
import { Button, Card, Col, Flex, Result, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminEpisodeDto, EpisodeUpdateDto } from './api-dto';
import { EditingStatusCard } from './detail/editing-status-card';
import { EpisodeInfoCard } from './detail/episode-info-card';
import { PublishControls } from './detail/publish-controls';
import { formFromEpisode, patchFromForm, statusPatch, statusToastWord, type DetailStatusValue, type EpisodeForm } from './detail/status-change';
import { ThumbnailCard } from './detail/thumbnail-card';
import { EpisodeNotFoundError, uploadThumbnail, useAdminEpisode, useUpdateEpisode } from './episodes-api';
import { MediaFilesCard } from './media/media-files-card';
import { RouterLinkButton } from './router-link-button';

/** Admin episode detail (/admin/episodes/{id}; the id is the last path segment). */
export default function EpisodeDetail() {
  const params = useParams();
  const id = Number(params.id ?? window.location.pathname.split('/').filter(Boolean).pop());
  const episode = useAdminEpisode(id);

  if (episode.isLoading) return <Typography.Text>Loading...</Typography.Text>;
  if (!episode.data) {
    const notFound = !Number.isInteger(id) || id <= 0 || episode.error instanceof EpisodeNotFoundError;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? 'Episode not found' : (episode.error?.message ?? 'Failed to fetch episode')}
        extra={
          <RouterLinkButton to="/admin/editing" icon={<ArrowLeftOutlined />}>
            Back to Editing
          </RouterLinkButton>
        }
      />
    );
  }
  return <EpisodeDetailView key={episode.data.id} episode={episode.data} />;
}

function EpisodeDetailView({ episode }: { episode: AdminEpisodeDto }) {
  const toast = useToast();
  const update = useUpdateEpisode(episode.id);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<EpisodeForm>(() => formFromEpisode(episode));

  const startEdit = () => {
    setForm(formFromEpisode(episode));
    setEditing(true);
  };
  const cancel = () => {
    setForm(formFromEpisode(episode));
    setEditing(false);
  };
  const save = () =>
    update.mutate(patchFromForm(form), {
      onSuccess: () => {
        setEditing(false);
        toast.success('Episode Updated', 'Episode details have been saved successfully.');
      },
      onError: () => toast.error('Error', 'Failed to update episode. Please try again.'),
    });
  const changeStatus = (patch: EpisodeUpdateDto, word: string) =>
    update.mutate(patch, {
      onSuccess: () => toast.success('Status Updated', `Episode status changed to ${word}.`),
      onError: () => toast.error('Error', 'Failed to update episode status. Please try again.'),
    });
  const onSelectStatus = (value: DetailStatusValue) => changeStatus(statusPatch(value), statusToastWord(value));
  const onThumbnail = async (file: File) => {
    try {
      const thumbnailUrl = await uploadThumbnail(file);
      await update.mutateAsync({ thumbnailUrl });
      toast.success('Episode Updated', 'Episode details have been saved successfully.');
    } catch {
      toast.error('Upload Error', `Failed to upload ${file.name}. Please try again.`);
    }
  };

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <RouterLinkButton to="/admin/editing" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
            Back to Editing
          </RouterLinkButton>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Episode #{episode.episodeNumber}
          </Typography.Title>
          <Typography.Text type="secondary">Detailed episode management</Typography.Text>
        </div>
        {editing ? (
          <Space>
            <Button onClick={cancel} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="primary" onClick={save} loading={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Space>
        ) : (
          <Button type="primary" icon={<EditOutlined />} onClick={startEdit}>
            Edit Episode
          </Button>
        )}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <EpisodeInfoCard episode={episode} editing={editing} form={form} onChange={(change) => setForm((current) => ({ ...current, ...change }))} />
            <MediaFilesCard
              episodeId={episode.id}
              finalVideoAssetId={episode.finalVideoAssetId}
              renderPublish={(selected) => (
                <PublishControls
                  fileName={selected.originalName}
                  pending={update.isPending}
                  onRevise={() => changeStatus({ editingStatus: EditingStatus.Revise }, 'Revise')}
                  onApprove={() =>
                    changeStatus({ status: EpisodeStatus.Published, editingStatus: EditingStatus.Final, finalVideoAssetId: selected.id }, 'Published')
                  }
                />
              )}
            />
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <EditingStatusCard episode={episode} editing={editing} pending={update.isPending} onChange={onSelectStatus} />
            <ThumbnailCard episode={episode} onUpload={onThumbnail} />
            <Card size="small" title="Stats">
              <Typography.Text>Plays: {episode.plays}</Typography.Text>
            </Card>
          </Space>
        </Col>
      </Row>
    </div>
  );
}
