// The admin API of one running product, for seeding and checking what the screens did. Typed from the
// contract (type-only imports: nothing of contracts runs here).
import type { AdminEpisodeDto, CommentDto, VideoAssetDto } from '@podcast/contracts';
import { readFileSync } from 'node:fs';
import { E2E_ADMIN } from './product';
import { until } from './until';

/** What a test sends as an episode: the create and update bodies, loosely (tests also send bad values). */
export type EpisodeFields = Record<string, unknown>;

/** A logged-in admin (its own cookie session, and the Origin the same-origin guard wants). */
export class AdminApi {
  private constructor(
    readonly url: string,
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

  /** Any call: a JSON body, or a multipart form. Throws with the server's answer on a non-2xx status. */
  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** The HTTP status of a call, for tests that expect a refusal. */
  async status(method: string, path: string, body?: unknown): Promise<number> {
    const response = await this.send(method, path, body);
    await response.arrayBuffer();
    return response.status;
  }

  episode(id: number): Promise<AdminEpisodeDto> {
    return this.request('GET', `/api/admin/episodes/${id}`);
  }

  /** Waits until the server reports the episode with these field values (screens save asynchronously). */
  episodeReaching(id: number, expected: Partial<Record<keyof AdminEpisodeDto, unknown>>, timeout = 10_000): Promise<AdminEpisodeDto> {
    const matches = (episode: AdminEpisodeDto) => Object.entries(expected).every(([key, value]) => episode[key as keyof AdminEpisodeDto] === value);
    return until(`episode ${id} reaching ${JSON.stringify(expected)}`, () => this.episode(id), matches, timeout);
  }

  episodes(): Promise<AdminEpisodeDto[]> {
    return this.request('GET', '/api/admin/episodes');
  }

  createEpisode(fields: EpisodeFields): Promise<AdminEpisodeDto> {
    return this.request('POST', '/api/episodes', fields);
  }

  updateEpisode(id: number, fields: EpisodeFields): Promise<AdminEpisodeDto> {
    return this.request('PATCH', `/api/admin/episodes/${id}`, fields);
  }

  /** Creates the episode, then publishes it (acknowledging it has no video yet). */
  async publishedEpisode(fields: EpisodeFields & { publishedAt?: string }): Promise<AdminEpisodeDto> {
    const { publishedAt, ...rest } = fields;
    const created = await this.createEpisode(rest);
    return this.updateEpisode(created.id, { status: 'published', publishWithoutVideo: true, ...(publishedAt ? { publishedAt } : {}) });
  }

  draftEpisode(fields: EpisodeFields): Promise<AdminEpisodeDto> {
    return this.createEpisode({ ...fields, status: 'draft' });
  }

  videoAssets(episodeId: number): Promise<VideoAssetDto[]> {
    return this.request('GET', `/api/admin/episodes/${episodeId}/video-assets`);
  }

  comments(assetId: number): Promise<CommentDto[]> {
    return this.request('GET', `/api/admin/video-assets/${assetId}/comments`);
  }

  /** Uploads an edited video (POST …/upload-video, field media) and waits until its renditions exist. */
  async uploadTranscodedVideo(episodeId: number, file: string, timeoutMs = 120_000): Promise<VideoAssetDto> {
    const form = new FormData();
    form.append('media', new Blob([readFileSync(file)], { type: 'video/mp4' }), 'clip.mp4');
    await this.request('POST', `/api/admin/episodes/${episodeId}/upload-video`, form);
    const assets = await until(
      `the transcode of episode ${episodeId}'s video`,
      () => this.videoAssets(episodeId),
      (list) => {
        if (list[0]?.transcodingStatus === 'failed') throw new Error(`Transcoding failed: ${list[0].transcodingError}`);
        return list[0]?.transcodingStatus === 'completed';
      },
      timeoutMs,
    );
    return assets[0];
  }

  private send(method: string, path: string, body: unknown): Promise<Response> {
    const headers: Record<string, string> = { Cookie: this.cookie, Origin: this.url };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return fetch(`${this.url}${path}`, { method, headers, body: payload });
  }
}
