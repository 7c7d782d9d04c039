import sharp from 'sharp';

/** Widths the public pages choose from with srcset/sizes (cards ~400 px, episode page ~1100 px, at 1–2× density). */
export const RENDITION_WIDTHS = [320, 640, 960, 1280] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
const OG_WIDTH = 1200;
/** Apple Podcasts asks for square artwork of 1400–3000 px. */
export const FEED_MIN = 1400;
const FEED_MAX = 3000;

/**
 * What an image may be, read from its header before anything is decoded (docs/artwork.md). Every
 * legitimate source fits: podcast art (square, up to 3000 px, from sources of 8000 px or more), a 48 MP
 * phone photo (8064 × 6048) as a portrait, 16:9 thumbnails and 4K video frames, 21:9 or 3:1 banners.
 * A longer strip is refused: its renditions would pass the AVIF encoder's 16,384 px limit (a 200 ×
 * 249,000 px PNG used to fail there with a 500) and it is never artwork.
 */
export const IMAGE_LIMITS = {
  /** Longest side, px. */
  maxSide: 10_000,
  /** Width × height (8192 × 8192 is 67 MP): decompression bombs are refused before decoding. */
  maxPixels: 70_000_000,
  /** Longest side at most this many times the shortest (1:4). */
  maxAspect: 4,
} as const;
const MIN_SIDE = 200;

// Each render decodes its own image once and never again: libvips' operation cache would only hold
// memory (up to 50 MB by default) for results nobody asks for twice.
sharp.cache(false);

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
  /** Side of the square feed artwork, or null when there is none (feedSideOf). */
  feedSide: number | null;
  /** Rendition widths actually made (never wider than the source). */
  widths: number[];
  files: RenderedFile[];
  /** File names of the special renditions. */
  og: string;
  feed: string | null;
}

/** An image the admin can fix (or that cannot be made into renditions): the message names what is wrong. */
export class UnusableImageError extends Error {}

export function renditionName(width: number, format: ImageFormat): string {
  return `${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

/**
 * How the feed artwork is made. `square`: only from a square source (an admin's upload: a
 * non-square one is reported, and the admin can upload a square one). `crop`: a square cut from
 * any source whose short side allows it (a video's poster frame, which nobody chose).
 */
export type FeedArtworkRule = 'square' | 'crop';

export interface RenderOptions {
  /**
   * Smallest side accepted, px (default 200, the artwork card's rule). The spec's create-episode
   * thumbnail accepts any decodable image, as the spec's clients always could upload one.
   */
  minSide?: number;
  /** Default 'square'. */
  feed?: FeedArtworkRule;
  /** What the messages call the image: the uploaded file's name, or "The image". */
  name?: string;
}

/** The refusal for an image of this size (after EXIF orientation), or null when it may be rendered. */
export function sizeProblem(width: number, height: number, options: Pick<RenderOptions, 'minSide' | 'name'> = {}): string | null {
  const minSide = options.minSide ?? MIN_SIDE;
  const { maxSide, maxPixels, maxAspect } = IMAGE_LIMITS;
  if (width > maxSide || height > maxSide || width * height > maxPixels || Math.max(width, height) > maxAspect * Math.min(width, height))
    return (
      `${displayName(options.name)} is ${width} × ${height} px; images may be at most ${maxSide} px on a side, ` +
      `${maxPixels / 1_000_000} megapixels in all and 1:${maxAspect} in aspect ratio`
    );
  if (width < minSide || height < minSide) return `The image must be at least ${minSide}×${minSide} px (this one is ${width}×${height})`;
  return null;
}

/** The side of the feed artwork made from a source of this size, or null for none: never enlarged, at most 3000 px. */
export function feedSideOf(width: number, height: number, rule: FeedArtworkRule = 'square'): number | null {
  const side = rule === 'square' ? (width === height ? width : 0) : Math.min(width, height);
  return side >= FEED_MIN ? Math.min(side, FEED_MAX) : null;
}

/** Rendition widths for a source this wide: the standard ones below it, then its own width up to 1280; never upscaled. */
export function renditionWidths(width: number): number[] {
  const largest = Math.min(width, RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]);
  const widths: number[] = RENDITION_WIDTHS.filter((candidate) => candidate < largest);
  widths.push(largest);
  return widths;
}

/**
 * Renders every rendition of `source` (the image's bytes, or the path of a file). The header is read
 * first and an image past IMAGE_LIMITS is refused before anything is decoded. The image is then
 * decoded once (EXIF orientation applied, sRGB, metadata dropped: no EXIF or GPS in any rendition),
 * shrunk to the largest size any output needs, and the outputs are encoded one after another from
 * that copy, so a large upload costs one decode and a bounded amount of memory. The first encoder
 * that fails stops the rest, and the error is an UnusableImageError. Widths above the source's are
 * skipped rather than upscaled; feed artwork follows feedSideOf (never enlarged, because Apple
 * Podcasts rejects art under 1400 px and an enlarged small image would only pass while looking soft).
 */
export async function renderImageSet(source: Buffer | string, options: RenderOptions = {}): Promise<RenderedImageSet> {
  const { width, height } = await readSize(source);
  const problem = sizeProblem(width, height, options);
  if (problem) throw new UnusableImageError(problem);

  const widths = renditionWidths(width);
  const largest = widths[widths.length - 1];
  const rule = options.feed ?? 'square';
  const feedSide = feedSideOf(width, height, rule);
  const files: RenderedFile[] = [];
  const add = async (name: string, format: ImageFormat, image: sharp.Sharp) => {
    try {
      files.push({ name, contentType: CONTENT_TYPES[format], body: await encode(image, format) });
    } catch (error) {
      throw new UnusableImageError(`${displayName(options.name)} could not be converted to ${format.toUpperCase()} (${reasonOf(error)})`);
    }
  };

  // The one decode, at the size the largest output needs (never up): the feed artwork's, else the web's.
  const feedScale = feedSide === null ? 0 : feedSide / Math.min(width, height);
  let pixels = await decode(source, scaled(width, height, Math.max(feedScale, largest / width)));
  if (feedSide !== null) {
    await add(
      'feed.jpg',
      'jpeg',
      from(pixels).resize({ width: feedSide, height: feedSide, fit: 'cover', position: rule === 'crop' ? sharp.strategy.attention : 'centre' }),
    );
    // The web renditions come from a copy no larger than they need, so the large one can go.
    if (pixels.info.width > largest) pixels = await shrink(pixels, largest);
  }
  for (const target of widths) for (const format of IMAGE_FORMATS) await add(renditionName(target, format), format, from(pixels).resize({ width: target }));
  await add('og.jpg', 'jpeg', from(pixels).resize({ width: Math.min(OG_WIDTH, largest) }));

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

interface Pixels {
  data: Buffer;
  info: sharp.OutputInfo;
}

/** The size of a `width` × `height` image scaled by `scale`, never enlarged. */
function scaled(width: number, height: number, scale: number): { width: number; height: number } {
  const factor = Math.min(1, scale);
  return { width: Math.min(width, Math.ceil(width * factor)), height: Math.min(height, Math.ceil(height * factor)) };
}

/** A pipeline reading decoded pixels (no second decode). */
function from(pixels: Pixels): sharp.Sharp {
  return sharp(pixels.data, { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } });
}

async function shrink(pixels: Pixels, width: number): Promise<Pixels> {
  try {
    return await from(pixels).resize({ width }).raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnusableImageError(`The image cannot be used: ${reasonOf(error)}`);
  }
}

/** Width and height as shown (after the EXIF orientation), from the header alone. */
async function readSize(source: Buffer | string): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(source, { limitInputPixels: false }).metadata();
    if (!meta.autoOrient.width || !meta.autoOrient.height) throw new Error('no size in the header');
    return meta.autoOrient;
  } catch {
    throw new UnusableImageError('The image cannot be used: it could not be decoded');
  }
}

async function decode(source: Buffer | string, { width, height }: { width: number; height: number }): Promise<Pixels> {
  try {
    return await sharp(source, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' })
      .rotate()
      .toColorspace('srgb')
      .resize({ width, height, fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const reason = /pixel limit/i.test(reasonOf(error)) ? `it is larger than ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels` : 'it could not be decoded';
    throw new UnusableImageError(`The image cannot be used: ${reason}`);
  }
}

function encode(image: sharp.Sharp, format: ImageFormat): Promise<Buffer> {
  // 4:2:0 like the JPEG and WebP renditions: sharp's default 4:4:4 doubles the AVIF encoder's memory and time.
  if (format === 'avif') return image.avif({ quality: 55, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
  return image.jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
}

/** A file name fit for a message: no control characters, not too long. */
function displayName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return 'The image';
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
