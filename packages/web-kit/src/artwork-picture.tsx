import type { ImageSetDto } from '@podcast/contracts';
import type { CSSProperties } from 'react';

export interface ArtworkPictureProps {
  image: ImageSetDto;
  /** The `sizes` of the layout it sits in: which width the browser should pick from the srcsets. */
  sizes: string;
  /** The page's Largest Contentful Paint candidate: fetched at once and first (fetchpriority="high"); every other image waits until it nears the viewport. */
  priority?: boolean;
  className?: string;
  /** Inline styles of the <picture> and the <img>, for hosts without the public stylesheet (the admin). */
  style?: { picture?: CSSProperties; image?: CSSProperties };
  /** Beside text that already says what it shows (a guest's name): hidden from assistive technology, alt "". */
  decorative?: boolean;
}

/**
 * An episode's artwork or a guest's portrait (ImageSetDto): AVIF, then WebP, then a JPEG <img> with
 * its own srcset, the intrinsic width and height (no layout shift) and the alt text from the API.
 * The one place that turns an image set into markup: the public cards, Latest Episode and episode
 * page, the admin's artwork card and the guests' portraits (mfe-episodes, mfe-bookings).
 */
export function ArtworkPicture({ image, sizes, priority = false, className, style, decorative = false }: ArtworkPictureProps) {
  return (
    <picture className={className} style={style?.picture} aria-hidden={decorative || undefined}>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.srcset.jpeg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        style={style?.image}
      />
    </picture>
  );
}
