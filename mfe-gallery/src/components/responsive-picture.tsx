import { fallbackSrcOf, intrinsicSizeOf, srcSetOf, type ImageSource } from '../lib/responsive-image';

interface ResponsivePictureProps {
  source: ImageSource;
  alt: string;
  /** The language of `alt` when it is not the page's (a Slovak fallback). */
  lang?: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** The page's largest picture above the fold: loaded first (it is also preloaded from the HTML). */
  priority?: boolean;
}

/**
 * WebP copies first, JPG copies for the rest, each with `srcset`/`sizes` so a phone loads the
 * 480 px file; width and height are always set so the layout never shifts while images arrive.
 */
export function ResponsivePicture({ source, alt, lang, sizes, className, loading = 'lazy', priority = false }: ResponsivePictureProps) {
  const { width, height } = intrinsicSizeOf(source);
  const webpSrcSet = srcSetOf(source.variants, 'webp');
  const jpgSrcSet = srcSetOf(source.variants, 'jpg');
  return (
    <picture className={className}>
      {webpSrcSet && <source type="image/webp" sizes={sizes} srcSet={webpSrcSet} />}
      {/* loading and sizes come before srcset/src: browsers pick the file when src is set. */}
      <img
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        width={width}
        height={height}
        sizes={jpgSrcSet ? sizes : undefined}
        srcSet={jpgSrcSet || undefined}
        src={fallbackSrcOf(source)}
        alt={alt}
        lang={lang}
      />
    </picture>
  );
}
