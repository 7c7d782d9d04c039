// Seeding for the public-site browser tests, through the real admin API (no fixtures in the database).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from '../harness/product';

export interface SeedEpisode {
  title: string;
  description: string;
  episodeNumber: number;
  guestName?: string;
  duration?: string;
  publishedAt?: string;
}

export interface AdminEpisode {
  id: number;
  plays: number;
  status: string;
  publishedAt: string | null;
}

interface VideoAsset {
  id: number;
  transcodingStatus: string | null;
  transcodingError: string | null;
  variants: Record<string, string | null>;
}

/** A logged-in admin client of one running product (cookie session, same-origin header). */
export class AdminApi {
  private constructor(
    private readonly url: string,
    private readonly cookie: string,
  ) {}

  static async login(url: string): Promise<AdminApi> {
    const response = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: JSON.stringify({ username: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    });
    if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return new AdminApi(url, cookie);
  }

  private async request<T>(path: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<T> {
    const headers: Record<string, string> = { Cookie: this.cookie, Origin: this.url };
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      body = init.form;
    }
    const response = await fetch(`${this.url}${path}`, { method: init.method ?? 'GET', headers, body });
    const text = await response.text();
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** POST /api/episodes then PATCH /api/admin/episodes/{id} to publish it (acknowledging that it has no video yet). */
  async publishedEpisode(episode: SeedEpisode): Promise<AdminEpisode> {
    const created = await this.request<AdminEpisode>('/api/episodes', { method: 'POST', json: { ...episode, publishedAt: undefined } });
    return this.request<AdminEpisode>(`/api/admin/episodes/${created.id}`, {
      method: 'PATCH',
      json: { status: 'published', publishWithoutVideo: true, ...(episode.publishedAt ? { publishedAt: episode.publishedAt } : {}) },
    });
  }

  async draftEpisode(episode: SeedEpisode): Promise<AdminEpisode> {
    return this.request<AdminEpisode>('/api/episodes', { method: 'POST', json: { ...episode, status: 'draft' } });
  }

  async episode(id: number): Promise<AdminEpisode> {
    return this.request<AdminEpisode>(`/api/admin/episodes/${id}`);
  }

  /** Uploads an edited video (POST …/upload-video, field media) and waits until its 720p and 480p renditions exist. */
  async uploadTranscodedVideo(episodeId: number, file: string, timeoutMs = 120_000): Promise<VideoAsset> {
    const form = new FormData();
    form.append('media', new Blob([readFileSync(file)], { type: 'video/mp4' }), 'clip.mp4');
    await this.request(`/api/admin/episodes/${episodeId}/upload-video`, { method: 'POST', form });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const assets = await this.request<VideoAsset[]>(`/api/admin/episodes/${episodeId}/video-assets`);
      const asset = assets[0];
      if (asset?.transcodingStatus === 'completed') return asset;
      if (asset?.transcodingStatus === 'failed') throw new Error(`Transcoding failed: ${asset.transcodingError}`);
      if (Date.now() > deadline) throw new Error(`Transcoding did not complete in ${timeoutMs} ms: ${JSON.stringify(assets)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

let clip: string | null = null;

/** A small H.264/AAC clip made with ffmpeg's lavfi sources: 1280x720, 24 s, moving test pattern with a tone. */
export function testClip(): string {
  if (clip && existsSync(clip)) return clip;
  const file = join(mkdtempSync(join(tmpdir(), 'public-e2e-clip-')), 'clip.mp4');
  execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=25:duration=24',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=24',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '34',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-shortest',
    '-movflags',
    '+faststart',
    file,
  ]);
  clip = file;
  return file;
}

export const LONG_DESCRIPTION =
  'We dig into how the first hundred customers were found, how pricing changed three times in the first year, which channels paid back and which did not, and what the team would do differently if they started again tomorrow with the same budget.';
