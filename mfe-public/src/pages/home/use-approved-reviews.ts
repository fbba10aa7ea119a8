import { useEffect, useState } from 'react';
import { api } from 'shared-ui/api';
import { HOME_FEEDBACK_LIMIT, type Feedback } from 'shared-ui/domain';

/** Spec 8: the failure is logged with this exact Slovak text; the section then stays empty. */
export const REVIEWS_LOAD_ERROR_LOG = 'Chyba pri načítaní hodnotení';

/** The first 6 reviews of the server's list (approved only, newest first; PRODUCT section 4). */
export function useApprovedReviews(): Feedback[] {
  const [reviews, setReviews] = useState<Feedback[]>([]);
  useEffect(() => {
    let active = true;
    api
      .listFeedback()
      .then((list) => {
        if (active) setReviews(Array.isArray(list) ? list.slice(0, HOME_FEEDBACK_LIMIT) : []);
      })
      .catch((error: unknown) => console.error(REVIEWS_LOAD_ERROR_LOG, error));
    return () => {
      active = false;
    };
  }, []);
  return reviews;
}
