import sharp from 'sharp';

/** Widths the public pages choose from with srcset/sizes (cards ~400 px, episode page ~1100 px, at 1–2× density). */
export const RENDITION_WIDTHS = [320, 640, 960, 1280] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
const OG_WIDTH = 1200;
/** Apple Podcasts asks for square artwork of 1400–3000 px. */
export const FEED_MIN = 1400;
const FEED_MAX = 3000;
/** Refuse decompression bombs before decoding: 50 megapixels is far beyond any artwork. */
const MAX_INPUT_PIXELS = 50_000_000;
const MIN_SIDE = 200;

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

export interface RenderedFile {
  name: string;
  contentType: string;
  body: Buffer;
}

export interface RenderedImageSet {
  /** Size of the largest web rendition (at most 1280 px wide). */
  width: number;
  height: number;
  /** Size of the image as uploaded (after EXIF orientation). */
  sourceWidth: number;
  sourceHeight: number;
  /** Side of the square feed artwork, or null when the source is not square and at least 1400 px. */
  feedSide: number | null;
  /** Rendition widths actually made (never wider than the source). */
  widths: number[];
  files: RenderedFile[];
  /** File names of the special renditions. */
  og: string;
  feed: string | null;
}

/** An image the admin can fix: the message names what is wrong. */
export class UnusableImageError extends Error {}

export function renditionName(width: number, format: ImageFormat): string {
  return `${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

export interface RenderOptions {
  /**
   * Smallest side accepted, px (default 200, the artwork card's rule). The spec's create-episode
   * thumbnail accepts any decodable image, as the spec's clients always could upload one.
   */
  minSide?: number;
}

/**
 * Decodes `source` once (EXIF orientation applied, colour converted to sRGB, metadata dropped) and
 * encodes every rendition. Widths above the source's are skipped rather than upscaled. Feed artwork
 * (what podcast apps show per item) is made only from a square source of at least 1400 px, at the
 * source's own side up to 3000 px: never enlarged, because Apple Podcasts rejects art under 1400 px
 * and an enlarged small image would only pass that check while looking soft.
 */
export async function renderImageSet(source: Buffer, options: RenderOptions = {}): Promise<RenderedImageSet> {
  const minSide = options.minSide ?? MIN_SIDE;
  let base: sharp.Sharp;
  let width: number;
  let height: number;
  try {
    base = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().toColorspace('srgb');
    const meta = await base.metadata();
    // The size as shown, after the EXIF orientation is applied.
    width = meta.autoOrient.width;
    height = meta.autoOrient.height;
  } catch (error) {
    const reason = error instanceof Error && /pixel limit/i.test(error.message) ? 'it is larger than 50 megapixels' : 'it could not be decoded';
    throw new UnusableImageError(`The image cannot be used: ${reason}`);
  }
  if (width < minSide || height < minSide) throw new UnusableImageError(`The image must be at least ${minSide}×${minSide} px (this one is ${width}×${height})`);

  const widths: number[] = RENDITION_WIDTHS.filter((candidate) => candidate < width);
  if (widths.length === 0 || widths[widths.length - 1] < Math.min(width, RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]))
    widths.push(Math.min(width, RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]));

  const encode = (image: sharp.Sharp, format: ImageFormat): Promise<Buffer> => {
    if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
    if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
    return image.jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
  };

  const jobs: Array<Promise<RenderedFile>> = [];
  for (const target of widths) {
    for (const format of IMAGE_FORMATS) {
      jobs.push(
        encode(base.clone().resize({ width: target, withoutEnlargement: true }), format).then((body) => ({
          name: renditionName(target, format),
          contentType: CONTENT_TYPES[format],
          body,
        })),
      );
    }
  }
  jobs.push(
    encode(base.clone().resize({ width: Math.min(OG_WIDTH, width), withoutEnlargement: true }), 'jpeg').then((body) => ({
      name: 'og.jpg',
      contentType: 'image/jpeg',
      body,
    })),
  );
  const feedSide = feedSideOf(width, height);
  if (feedSide !== null) {
    jobs.push(
      encode(base.clone().resize({ width: feedSide, height: feedSide }), 'jpeg').then((body) => ({ name: 'feed.jpg', contentType: 'image/jpeg', body })),
    );
  }
  const files = await Promise.all(jobs);
  const largest = widths[widths.length - 1];
  return {
    width: largest,
    height: Math.round((height * largest) / width),
    sourceWidth: width,
    sourceHeight: height,
    feedSide,
    widths,
    files,
    og: 'og.jpg',
    feed: feedSide === null ? null : 'feed.jpg',
  };
}

/** The side of the feed artwork made from a source of this size: its own side up to 3000 px, or null unless square and at least 1400 px. */
export function feedSideOf(width: number, height: number): number | null {
  return width === height && width >= FEED_MIN ? Math.min(width, FEED_MAX) : null;
}
