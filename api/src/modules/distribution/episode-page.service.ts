import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { distOf } from '../../web/web-apps';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { EncodedBody } from '../public-catalogue/encoded-body';
import { artworkAlt } from '../episodes/episode.mapper';
import { PublicEpisodeDetails } from '../public-catalogue/public-episode-details';
import { PublishedEpisodes } from '../public-catalogue/published-episodes';
import { episodeBodyHtml, injectBody } from './episode-page-body';
import { episodeHeadTags, injectHead, scriptSafeJson } from './episode-page-head';
import { PodcastCatalog } from './podcast-catalog.service';
import { absoluteUrl } from './show-settings';

/** A page as sent: its HTML in the encodings kept (brotli and gzip made once, when it is built). */
export type EpisodePage = { status: 200; body: EncodedBody; etag: string } | { status: 404; body: EncodedBody };
export type EpisodePageResult = EpisodePage | { status: 503 };

/** Id of the JSON the page component reads its episode from (public-site/src/pages/episode-page.tsx). */
export const EPISODE_DATA_ELEMENT_ID = 'episode-data';

/**
 * GET /episodes/{id}: the public site's index.html with the episode's head rendered on the server
 * (title, description, canonical, Open Graph, Twitter card, JSON-LD), so crawlers and link previews
 * see it without running JavaScript, and the episode's public fields for the page to start from. The
 * body's shell gets the title, description and transcript as readable text (episode-page-body.ts).
 * Unknown and unpublished ids get the plain site with status 404 (it shows its not-found page).
 */
@Injectable()
export class EpisodePageService {
  private template?: { mtimeMs: number; html: string; notFound: EncodedBody };

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly published: PublishedEpisodes,
    private readonly catalog: PodcastCatalog,
    private readonly details: PublicEpisodeDetails,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * `id` null: the path names no episode (not an id), answered like an unknown one. A published
   * episode's page is a value of the catalogue cache (what link previews and social traffic hit), per
   * site build and base URL; unknown ids are answered without being kept.
   */
  async render(id: number | null, base: string): Promise<EpisodePageResult> {
    const template = await this.readTemplate();
    if (template === null) return { status: 503 };
    if (id === null) return { status: 404, body: template.notFound };
    return this.cache.get(
      `episode-page ${id} ${template.mtimeMs} ${base}`,
      () => this.build(id, base, template),
      (page) => page.body.bytes,
      (page) => page.status === 200,
    );
  }

  private async build(id: number, base: string, { html: template, notFound }: { html: string; notFound: EncodedBody }): Promise<EpisodePage> {
    const record = await this.published.find(id);
    const detail = record && (await this.details.of(id));
    if (!record || !detail) return { status: 404, body: notFound };
    const { episode } = record;
    const video = await this.catalog.feedItem(record, 'video', base);
    const canonicalUrl = `${base}/episodes/${episode.id}`;
    const head = episodeHeadTags({
      title: episode.title,
      description: summary(episode.description) || episode.title,
      canonicalUrl,
      imageUrl: absoluteUrl(base, episode.artwork?.ogImage ?? episode.thumbnailUrl ?? this.config.PODCAST_ARTWORK_URL ?? '/podcast/artwork.jpg'),
      imageAlt: episode.artwork || episode.thumbnailUrl ? artworkAlt(episode) : `${this.config.PODCAST_NAME} artwork`,
      siteName: this.config.PODCAST_NAME,
      publishedAt: episode.publishedAt,
      durationSec: video?.durationSec,
      episodeNumber: episode.episodeNumber,
      guestName: episode.guestName,
      seriesName: this.config.PODCAST_NAME,
      seriesUrl: `${base}/`,
      contentUrl: video?.enclosure.url,
      feedUrl: `${base}/feed.xml`,
      transcriptText: detail.transcript?.paragraphs
        .map((paragraph) => (paragraph.speaker ? `${paragraph.speaker}: ${paragraph.text}` : paragraph.text))
        .join('\n'),
    });
    const data = `<script type="application/json" id="${EPISODE_DATA_ELEMENT_ID}">${scriptSafeJson(detail)}</script>`;
    const body = episodeBodyHtml({ title: episode.title, description: episode.description, transcript: detail.transcript });
    const html = Buffer.from(injectBody(injectHead(template, `${head}\n    ${data}`), body));
    return { status: 200, body: EncodedBody.of(html), etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
  }

  /** The built index.html, re-read when a new build replaces it; null before the site is built. */
  private async readTemplate(): Promise<{ mtimeMs: number; html: string; notFound: EncodedBody } | null> {
    const file = join(distOf(this.config, 'public-site'), 'index.html');
    try {
      const { mtimeMs } = await stat(file);
      if (this.template?.mtimeMs !== mtimeMs) {
        const html = await readFile(file, 'utf8');
        this.template = { mtimeMs, html, notFound: EncodedBody.of(Buffer.from(html)) };
      }
      return this.template;
    } catch {
      return null;
    }
  }
}

/** Descriptions can be long: previews show about 160 characters, cut at a word. */
function summary(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
