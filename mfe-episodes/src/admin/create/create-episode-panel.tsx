import { EpisodeStatus } from '@podcast/contracts';
import { fieldErrorsOf, plainErrorMessage } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { Alert, Col, Row } from 'antd';
import { useState } from 'react';
import type { AdminEpisodeDto, EpisodeCreateDto } from '../api-dto';
import { useCreateEpisode } from '../episodes-api';
import { MediaFilesCard } from '../media/media-files-card';
import { undoPatch, useAnnouncePublished } from '../publishing/use-publish-flow';
import type { EpisodeRights } from '../rights';
import { RouterLinkButton } from '../router-link-button';
import { serverFieldErrors } from './create-body';
import { CreateEpisodeForm, type CreateOutcome } from './create-episode-form';

/**
 * The creation and upload panel of Manage Episodes (spec §2): the create form, then the new
 * episode's media (raw and edited dropzones, preview with quality switcher and comments).
 * Media needs an episode to belong to, so the dropzones work once the episode exists. A role without
 * media.upload gets the form alone.
 */
export function CreateEpisodePanel({ nextNumber, rights }: { nextNumber: number; rights: EpisodeRights }) {
  const toast = useToast();
  const create = useCreateEpisode();
  const announcePublished = useAnnouncePublished();
  const [created, setCreated] = useState<AdminEpisodeDto | null>(null);

  const onCreate = async (body: EpisodeCreateDto, onProgress: (value: number) => void): Promise<CreateOutcome> => {
    onProgress(25);
    try {
      const episode = await create.mutateAsync(body);
      onProgress(75);
      setCreated(episode);
      onProgress(90);
      // Created as published: the same toast with the public page and Undo as every other publish.
      if (episode.status === EpisodeStatus.Published)
        announcePublished(episode, undoPatch({ editingStatus: episode.editingStatus, finalVideoAssetId: null }), {
          title: 'Success',
          description: 'Episode created successfully and published.',
        });
      else toast.success('Success', 'Episode created successfully');
      onProgress(100);
      return { created: episode };
    } catch (error) {
      // A refusal names its fields (marked at each field); the toast says it in a plain sentence, else the spec's text.
      toast.error('Error', plainErrorMessage(error, 'Failed to create episode'));
      return { fieldErrors: serverFieldErrors(fieldErrorsOf(error)) };
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={rights.upload ? 10 : 24}>
        <CreateEpisodeForm
          nextNumber={nextNumber}
          onCreate={onCreate}
          onInvalid={() => toast.error('Error', 'Please fill in required fields')}
          canPublish={rights.publish}
        />
      </Col>
      {rights.upload && (
        <Col xs={24} lg={14}>
          {created ? (
            <Alert
              type="success"
              style={{ marginBottom: 16 }}
              title={`Uploading to Episode #${created.episodeNumber}: ${created.title}`}
              action={
                <RouterLinkButton size="small" to={`/admin/episodes/${created.id}`}>
                  Open episode
                </RouterLinkButton>
              }
            />
          ) : (
            <Alert type="info" style={{ marginBottom: 16 }} title="Create the episode first; its raw and edited files are uploaded to it." />
          )}
          <MediaFilesCard key={created?.id ?? 'new'} episodeId={created?.id ?? null} finalVideoAssetId={created?.finalVideoAssetId} />
        </Col>
      )}
    </Row>
  );
}
