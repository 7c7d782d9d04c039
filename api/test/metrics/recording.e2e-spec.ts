import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { startTestSmtpServer, smtpEnv, type TestSmtpServer } from '../mail/smtp-test-server';
import { createEpisode, makeClip, mediaScratch, waitFor } from '../media/media-fixtures';
import { parseScrape, seriesOf } from './scrape';

const TOKEN = 'recording-metrics-token-0123456789';

/** The sum of a sample's series whose labels include `match` (0 when there is none yet). */
function total(text: string, sample: string, match: Record<string, string> = {}): number {
  return seriesOf(parseScrape(text), sample)
    .filter((series) => Object.entries(match).every(([key, value]) => series.labels[key] === value))
    .reduce((sum, series) => sum + series.value, 0);
}

/** What the real code paths record: mails through a real SMTP server, jobs and ffmpeg runs through Bull and ffmpeg. */
describe('metrics recorded by mail, the queues and the transcoder', () => {
  const scratch = mediaScratch();
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    // The second message is refused (451): one sent, one failed.
    smtp = await startTestSmtpServer({ refuse: (delivery) => delivery === 2 });
    t = await createTestApp({ env: { ...smtpEnv(smtp.port), METRICS_TOKEN: TOKEN, TRANSCODE_ATTEMPTS: '1' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    scratch.dispose();
  });

  const scrape = async () => (await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('counts a mail the server accepted and one it refused', async () => {
    const before = await scrape();
    const agent = await t.loginAgent();
    const template = (await agent.post('/api/admin/automation/templates').send({ name: 'M', subject: 'S', htmlBody: '<p>B</p>', textBody: 'B' }).expect(201))
      .body;
    await agent.post('/api/admin/automation/test-email').send({ to: 'a@example.com', templateId: template.id }).expect(200);
    await agent.post('/api/admin/automation/test-email').send({ to: 'b@example.com', templateId: template.id }).expect(502);
    const after = await scrape();
    expect(total(after, 'podcast_mail_sent_total') - total(before, 'podcast_mail_sent_total')).toBe(1);
    expect(total(after, 'podcast_mail_failed_total') - total(before, 'podcast_mail_failed_total')).toBe(1);
  });

  it('times a transcode job and its ffmpeg run, and counts a failed one', async () => {
    const before = await scrape();
    const good = await makeClip(join(scratch.dir, 'good.mp4'), { width: 320, height: 240, seconds: 1 });
    // The first bytes of an MP4 (it sniffs as one) without the rest: ffprobe cannot read it.
    const broken = join(scratch.dir, 'broken.mp4');
    writeFileSync(broken, readFileSync(good).subarray(0, 6000));
    const agent = await t.loginAgent();
    const ids: number[] = [];
    for (const file of [good, broken]) {
      const episode = await createEpisode(t);
      ids.push((await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', file).expect(200)).body.video.id);
    }
    const assets = t.app.get(DataSource).getRepository(VideoAssetEntity);
    for (const id of ids)
      await waitFor(
        async () => ['completed', 'failed'].includes(String((await assets.findOneByOrFail({ id })).transcodingStatus)),
        90_000,
        `asset ${id} to settle`,
      );
    // Bull emits its event once the job's state is written to Redis, just after the asset row.
    const after = await waitFor(
      async () => {
        const text = await scrape();
        return total(text, 'podcast_job_failures_total', { queue: 'transcode' }) > total(before, 'podcast_job_failures_total', { queue: 'transcode' }) &&
          total(text, 'podcast_job_duration_seconds_count', { queue: 'transcode', outcome: 'completed' }) >
            total(before, 'podcast_job_duration_seconds_count', { queue: 'transcode', outcome: 'completed' })
          ? text
          : undefined;
      },
      10_000,
      'the job metrics',
    );
    const delta = (sample: string, match: Record<string, string>) => total(after, sample, match) - total(before, sample, match);
    expect(delta('podcast_job_duration_seconds_count', { queue: 'transcode', name: 'transcode-asset', outcome: 'completed' })).toBe(1);
    expect(delta('podcast_job_duration_seconds_count', { queue: 'transcode', name: 'transcode-asset', outcome: 'failed' })).toBe(1);
    expect(delta('podcast_job_failures_total', { queue: 'transcode', name: 'transcode-asset' })).toBe(1);
    expect(delta('podcast_job_duration_seconds_sum', { queue: 'transcode', outcome: 'completed' })).toBeGreaterThan(0);
    // The broken file never reached ffmpeg (ffprobe refused it): one ffmpeg run, and it succeeded.
    expect(delta('podcast_transcode_seconds_count', { outcome: 'ok' })).toBe(1);
    expect(delta('podcast_transcode_seconds_sum', { outcome: 'ok' })).toBeGreaterThan(0);
  });
});
