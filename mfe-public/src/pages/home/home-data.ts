// What Home shows from the API (spec 2.8): the first 6 approved reviews, newest first.
import { HOME_FEEDBACK_LIMIT, type Feedback } from 'shared-ui/domain';
import type { PageHead, PageRequest } from 'shared-ui/page-data';
import { CAROUSEL_SLIDES, slideImageUrls } from '../../features/carousel/slides';
import { loadMeetings, meetingsHead, type MeetingsData } from '../../features/meetings/meetings-data';

/** Spec 8: the failure is logged with this exact Slovak text; the section then stays empty. */
export const REVIEWS_LOAD_ERROR_LOG = 'Chyba pri načítaní hodnotení';

export interface HomeData {
  reviews: Feedback[];
  /** Issue 27: the meetings, for the next three. */
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
  const [reviews, schedule] = await Promise.all([loadReviews(request), loadMeetings(request)]);
  return { reviews, schedule };
}

/** The first slide is the page's largest picture: requested from the HTML, and its link preview. */
export function describeHome(data: HomeData, { locale }: PageRequest): PageHead {
  const hero = slideImageUrls(CAROUSEL_SLIDES[0]);
  return {
    ...meetingsHead(data?.schedule, locale),
    image: hero.jpg,
    preloadImage: { href: hero.webpSmall, srcset: hero.webpSrcSet, sizes: '100vw', type: 'image/webp' },
  };
}
