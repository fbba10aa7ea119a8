// The home slides' pictures: the three built-in artworks (scripts/generate-carousel-art.mjs), which
// the slides the site starts with name as `builtin:1` to `builtin:3`, or an image the administrator
// uploaded for a slide (with its responsive copies).
import teamworkLarge from '../../assets/carousel/slide-1-teamwork-1920.webp';
import teamworkSmall from '../../assets/carousel/slide-1-teamwork-960.webp';
import teamworkJpg from '../../assets/carousel/slide-1-teamwork-1280.jpg';
import workshopsLarge from '../../assets/carousel/slide-2-workshops-1920.webp';
import workshopsSmall from '../../assets/carousel/slide-2-workshops-960.webp';
import workshopsJpg from '../../assets/carousel/slide-2-workshops-1280.jpg';
import solidarityLarge from '../../assets/carousel/slide-3-solidarity-1920.webp';
import solidaritySmall from '../../assets/carousel/slide-3-solidarity-960.webp';
import solidarityJpg from '../../assets/carousel/slide-3-solidarity-1280.jpg';
import { remoteAssetPath } from 'shared-ui/remote-assets';
import type { ShownPicture } from 'shared-ui/page-texts';

export interface SlideImage {
  webpSmall: string;
  webpLarge: string;
  jpg: string;
  /** Intrinsic size of the artwork (16:10), so the browser reserves the space before it loads. */
  width: number;
  height: number;
  /** Where the subject sits, so a portrait phone crop keeps it in view. */
  focus: string;
}

const size = { width: 1600, height: 1000 };

export const CAROUSEL_SLIDES: readonly SlideImage[] = [
  { webpSmall: teamworkSmall, webpLarge: teamworkLarge, jpg: teamworkJpg, ...size, focus: '92% 50%' },
  { webpSmall: workshopsSmall, webpLarge: workshopsLarge, jpg: workshopsJpg, ...size, focus: '92% 50%' },
  { webpSmall: solidaritySmall, webpLarge: solidarityLarge, jpg: solidarityJpg, ...size, focus: '92% 50%' },
];

/** The remote's name in remotes.json: where its bundled files are served from. */
const REMOTE_NAME = 'mfe_public';

/** What a slide draws: its WebP copies (the smallest first, for the preload), the JPG fallback, size and focus. */
export interface SlidePicture {
  webpSmall: string | null;
  webpSrcSet: string;
  jpg: string;
  width: number;
  height: number;
  focus: string;
}

/**
 * A built-in slide's files as root-relative URLs, the same on the server and in the browser (the
 * server's HTML hydrates without a difference and the hero requested from the HTML is the one displayed).
 */
function builtinPicture(image: SlideImage): SlidePicture {
  const webpSmall = remoteAssetPath(REMOTE_NAME, image.webpSmall);
  const webpLarge = remoteAssetPath(REMOTE_NAME, image.webpLarge);
  return { webpSmall, webpSrcSet: `${webpSmall} 960w, ${webpLarge} 1920w`, jpg: remoteAssetPath(REMOTE_NAME, image.jpg), width: image.width, height: image.height, focus: image.focus };
}

/** A slide's picture as its texts name it: a built-in artwork, or an uploaded image (centred). */
export function slidePicture(picture: ShownPicture): SlidePicture {
  const builtin = /^builtin:(\d+)$/.exec(picture.src);
  if (builtin || !picture.src) return builtinPicture(CAROUSEL_SLIDES[(Number(builtin?.[1] ?? 1) - 1) % CAROUSEL_SLIDES.length]);
  const webp = (picture.variants ?? []).filter((variant) => variant.webp);
  return {
    webpSmall: webp[0]?.webp ?? null,
    webpSrcSet: webp.map((variant) => `${variant.webp} ${variant.width}w`).join(', '),
    jpg: picture.src,
    width: picture.width ?? size.width,
    height: picture.height ?? size.height,
    focus: '50% 50%',
  };
}
