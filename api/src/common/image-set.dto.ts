import { ApiProperty } from '@nestjs/swagger';

/** One image in three encodings, each a `srcset` list ("url 320w, url 640w, …"). */
export class ImageSrcsetDto {
  @ApiProperty({ description: 'AVIF candidates, smallest first' })
  avif: string;

  @ApiProperty({ description: 'WebP candidates, smallest first' })
  webp: string;

  @ApiProperty({ description: 'JPEG candidates (the fallback every browser reads)' })
  jpeg: string;
}

/**
 * An uploaded or picked image (episode artwork, a guest's portrait), stored in several widths and
 * formats (docs/artwork.md). `src` is a JPEG of about 640 px for clients that read one URL.
 */
export class ImageSetDto {
  @ApiProperty({ description: 'Text alternative for the image' })
  alt: string;

  @ApiProperty({ description: 'Width of the largest stored rendition, px' })
  width: number;

  @ApiProperty({ description: 'Height of the largest stored rendition, px' })
  height: number;

  @ApiProperty({ description: 'JPEG of about 640 px wide' })
  src: string;

  @ApiProperty({ type: ImageSrcsetDto })
  srcset: ImageSrcsetDto;

  @ApiProperty({ description: 'JPEG of about 1200 px wide for link previews (Open Graph)' })
  ogImage: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Square JPEG of 1400–3000 px for podcast apps (the feeds’ itunes:image); null unless the source is square and at least 1400 px',
  })
  feedImage: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Side of feedImage, px (the source’s own side, at most 3000); null without one, or for art stored before this was recorded',
  })
  feedImageSize: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Width of the image as uploaded, px; null for art stored before this was recorded' })
  sourceWidth: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Height of the image as uploaded, px; null for art stored before this was recorded' })
  sourceHeight: number | null;
}
