// The three home slides (spec 2.8): generated artwork (scripts/generate-carousel-art.mjs) and the
// index of their texts under home.carousel.slides in the `public` namespace.
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

/**
 * The slide's files as root-relative URLs, the same on the server and in the browser (the server's
 * HTML hydrates without a difference and the hero requested from the HTML is the one displayed).
 */
export function slideImageUrls(image: SlideImage) {
  const webpSmall = remoteAssetPath(REMOTE_NAME, image.webpSmall);
  const webpLarge = remoteAssetPath(REMOTE_NAME, image.webpLarge);
  return { webpSmall, webpLarge, webpSrcSet: `${webpSmall} 960w, ${webpLarge} 1920w`, jpg: remoteAssetPath(REMOTE_NAME, image.jpg) };
}
