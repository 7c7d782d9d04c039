import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, waitFor, type ClipOptions } from '../media/media-fixtures';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';

export const PUBLIC_URL = 'https://show.example.com';

/** Text a feed or a page head must carry intact: markup, ampersands, both quote kinds, a replacement pattern. */
export const HOSTILE_TITLE = `<script>alert("pwned")</script> Sales & Marketing's "Best" $& Tips`;
export const HOSTILE_DESCRIPTION = `<b>Bold</b> & <i>brave</i> 'quotes' "double" </script><!-- x --> ]]> done`;

/** A stand-in for the built public site's index.html (API tests have no front-end build). */
export function writeSiteIndex(t: TestApp): void {
  const dist = join(t.config.WEB_ROOT as string, 'public-site', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="description" content="Default description" /><title>Learn from the Best</title></head><body><div id="root"></div></body></html>',
  );
}

/**
 * A published episode whose final video went through the real pipeline: an ffmpeg-made clip with
 * audio (by default a 2-second 1280×720 MP4) uploaded by an admin, transcoded to completion, then
 * published with editing status final.
 */
export async function publishedEpisodeWithVideo(
  t: TestApp,
  clipDir: string,
  overrides: Partial<EpisodeEntity> = {},
  { extension = 'mp4', ...clip }: ClipOptions & { extension?: 'mp4' | 'mov' } = {},
): Promise<EpisodeEntity> {
  const episode = await createEpisode(t, overrides);
  const agent = await t.loginAgent();
  const file = await makeClip(join(clipDir, `clip-${episode.id}.${extension}`), { width: 1280, height: 720, seconds: 2, ...clip });
  await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', file).expect(200);
  await waitFor(
    async () => {
      const response = await agent.get(`/api/admin/episodes/${episode.id}/video-assets`).expect(200);
      const assets = response.body as Array<{ transcodingStatus: string }>;
      if (assets[0]?.transcodingStatus === 'failed') throw new Error('transcoding failed');
      return assets[0]?.transcodingStatus === 'completed';
    },
    90_000,
    `episode ${episode.id} to finish transcoding`,
  );
  // Published once the video is transcoded: the spec's body then passes the publishing rule as it is.
  await agent.patch(`/api/admin/episodes/${episode.id}`).send({ status: 'published', editingStatus: 'final' }).expect(200);
  return episode;
}

/** The path of an absolute URL on the test app (feeds use PUBLIC_URL). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
