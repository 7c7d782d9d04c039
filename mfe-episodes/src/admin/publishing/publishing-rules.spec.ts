import {
  DURATION_PATTERN,
  makesPublic,
  pickFinalVideo,
  PUBLISH_TEXTS,
  publishRefusal,
  videoReadiness,
  VideoReadiness,
  visitorsWillSee,
} from '@podcast/contracts';
import type { AdminEpisodeDto, VideoAssetDto } from '../api-dto';
import { missingFields, nextEpisodeNumber, serverFieldErrors } from '../create/create-body';
import { durationIsValid, formFromEpisode, savePatch, statusChange } from '../detail/status-change';
import { assetsOfKind, formatFileSize } from '../media/file-rows';

describe('the shared publishing rule (packages/contracts)', () => {
  it('needs a transcoded final video, else an explicit acknowledgement', () => {
    const ready = { originalName: 'cut.mp4', transcodingStatus: 'completed' };
    const processing = { originalName: 'cut.mp4', transcodingStatus: 'processing' };
    expect(videoReadiness(ready)).toBe(VideoReadiness.Ready);
    expect(videoReadiness(processing)).toBe(VideoReadiness.NotTranscoded);
    expect(videoReadiness(null)).toBe(VideoReadiness.None);
    expect(publishRefusal('draft', { status: 'published', publishWithoutVideo: false }, ready)).toBeNull();
    expect(publishRefusal('draft', { status: 'published', publishWithoutVideo: false }, null)).toBe(PUBLISH_TEXTS.refused);
    expect(publishRefusal('draft', { status: 'published', publishWithoutVideo: false }, processing)).toBe(PUBLISH_TEXTS.refused);
    // The spec's own call, without the field, keeps the spec's behaviour.
    expect(publishRefusal('draft', { status: 'published' }, null)).toBeNull();
    expect(publishRefusal('draft', { status: 'published', publishWithoutVideo: true }, null)).toBeNull();
    expect(publishRefusal('published', { status: 'published' }, null)).toBeNull();
    expect(publishRefusal('draft', { status: 'draft' }, null)).toBeNull();
    expect(makesPublic(null, 'published')).toBe(true);
  });

  it('says what visitors will see', () => {
    expect(visitorsWillSee(VideoReadiness.None, null)).toContain('"No video available"');
    expect(visitorsWillSee(VideoReadiness.Ready, { originalName: 'cut.mp4', transcodingStatus: 'completed' })).toContain('"cut.mp4" in 720p and 480p');
  });

  it('picks the chosen final video, else the newest version', () => {
    const assets = [
      { id: 1, version: 1 },
      { id: 2, version: 2 },
    ];
    expect(pickFinalVideo(assets, 1)?.id).toBe(1);
    expect(pickFinalVideo(assets, null)?.id).toBe(2);
    expect(pickFinalVideo([], 3)).toBeNull();
  });
});

describe('episode detail: the status is part of the form', () => {
  const episode = (status: string, editingStatus: string) => ({ status, editingStatus }) as AdminEpisodeDto;

  it('sends the status only when it changed, and says whether it publishes or unpublishes', () => {
    const draft = { ...episode('draft', 'editing'), title: 'T', description: 'D', episodeNumber: 3, guestName: null, duration: null } as AdminEpisodeDto;
    const form = formFromEpisode(draft);
    expect(form.status).toBe('editing');
    expect(savePatch(draft, form)).not.toHaveProperty('status');
    expect(statusChange(draft, 'editing')).toBe('none');
    expect(statusChange(draft, 'published')).toBe('publish');
    expect(savePatch(draft, { ...form, status: 'published' })).toMatchObject({ status: 'published', editingStatus: 'final', title: 'T' });
    expect(statusChange(draft, 'final')).toBe('change');
    expect(statusChange(episode('published', 'final'), 'revise')).toBe('unpublish');
  });

  it('accepts the durations the API takes: 42:18, 1:02:03, 45 and blank', () => {
    for (const ok of ['42:18', '1:02:03', '45', '', '  ']) expect(durationIsValid(ok)).toBe(true);
    for (const bad of ['45 min', '42:78', 'long', '1:2:3']) expect(durationIsValid(bad)).toBe(false);
    expect(DURATION_PATTERN.test('42:18')).toBe(true);
  });
});

describe('create form and media rows', () => {
  it("names each blank required field with its message, and keeps the server's per-field messages of its own fields", () => {
    expect(missingFields({ title: ' ', description: '' })).toEqual({ title: 'Title is required', description: 'Description is required' });
    expect(missingFields({ title: 'T', description: '' })).toEqual({ description: 'Description is required' });
    expect(missingFields({ title: 'T', description: 'D' })).toEqual({});
    expect(serverFieldErrors({ showNotes: ['Show notes must be text of at most 20000 characters'], other: ['x'] })).toEqual({
      showNotes: 'Show notes must be text of at most 20000 characters',
    });
  });

  it('defaults the episode number to the next free one', () => {
    expect(nextEpisodeNumber([])).toBe(1);
    expect(nextEpisodeNumber([{ episodeNumber: 4 }, { episodeNumber: 9 }, { episodeNumber: 2 }])).toBe(10);
  });

  it('shows KB under 1 MB and whole MB above', () => {
    expect(formatFileSize(1024 * 1024 * 3.4)).toBe('3 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(12)).toBe('1 KB');
  });

  it('lists a section oldest first, the order the files were chosen and uploaded in', () => {
    const asset = (id: number, type: string) => ({ id, type }) as VideoAssetDto;
    expect(assetsOfKind([asset(9, 'raw'), asset(3, 'raw'), asset(5, 'edited'), asset(4, 'raw')], 'raw').map((a) => a.id)).toEqual([3, 4, 9]);
  });
});
