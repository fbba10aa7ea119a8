// What Home shows from the API (spec 2.8): its texts, the first 6 approved reviews (newest first)
// and the next workshop meetings.
import { HOME_FEEDBACK_LIMIT, type Feedback } from 'shared-ui/domain';
import type { PageHead, PageRequest } from 'shared-ui/page-data';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { slidePicture } from '../../features/carousel/slides';
import { loadMeetings, meetingsHead, type MeetingsData } from '../../features/meetings/meetings-data';
import { loadPageTexts } from '../../lib/page-texts';

/** Spec 8: the failure is logged with this exact Slovak text; the section then stays empty. */
export const REVIEWS_LOAD_ERROR_LOG = 'Chyba pri načítaní hodnotení';

export interface HomeData {
  texts: ShownPageTexts<'home'>;
  reviews: Feedback[];
  /** The meetings, for the next three. */
  schedule: MeetingsData;
}

async function loadReviews({ reads }: PageRequest): Promise<Feedback[]> {
  try {
    const list = await reads.approvedFeedback();
    return Array.isArray(list) ? list.slice(0, HOME_FEEDBACK_LIMIT) : [];
  } catch (error) {
    console.error(REVIEWS_LOAD_ERROR_LOG, error);
    return [];
  }
}

export async function loadHomeData(request: PageRequest): Promise<HomeData> {
  const [texts, reviews, schedule] = await Promise.all([loadPageTexts(request, 'home'), loadReviews(request), loadMeetings(request)]);
  return { texts, reviews, schedule };
}

/** The first slide is the page's largest picture: requested from the HTML, and its link preview. */
export function describeHome(data: HomeData, { locale }: PageRequest): PageHead {
  const first = data.texts.carousel[0];
  const hero = slidePicture(first.image);
  return {
    ...meetingsHead(data.schedule, locale),
    description: data.texts.description.text,
    image: hero.jpg,
    imageAlt: first.imageAlt.text,
    ...(hero.webpSmall ? { preloadImage: { href: hero.webpSmall, srcset: hero.webpSrcSet, sizes: '100vw', type: 'image/webp' } } : { preloadImage: { href: hero.jpg } }),
  };
}
