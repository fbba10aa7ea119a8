import { Star } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import type { FeedbackWithOlderText } from 'shared-ui/domain';
import { FEEDBACK_RATING_MAX, feedbackText } from 'shared-ui/domain';
import { useDateFormatter } from '../../hooks/use-date-formatter';
import { useWorkshopLabel } from '../../hooks/use-workshop-label';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import './review-card.css';

/** The avatar shows the first letter of the name (spec 2.8); a nameless entry gets a neutral mark. */
export function avatarLetter(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase('sk') : '?';
}

interface ReviewCardProps {
  review: Pick<FeedbackWithOlderText, 'name' | 'comment' | 'createdAt' | 'rating' | 'workshop'> & Partial<Pick<FeedbackWithOlderText, 'message'>>;
  headingLevel?: 3 | 4;
}

/** One approved review: its text (or 'Bez komentára' in italics), avatar letter, name, date. */
export function ReviewCard({ review, headingLevel = 3 }: ReviewCardProps) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const formatDate = useDateFormatter();
  const workshopLabel = useWorkshopLabel();
  const Heading = `h${headingLevel}` as const;
  const text = feedbackText(review);
  return (
    <Card as="li" className="pub-review">
      {review.rating ? (
        <p className="pub-review__rating" role="img" aria-label={t('home.reviews.rating', { rating: review.rating })}>
          {Array.from({ length: FEEDBACK_RATING_MAX }, (_, index) => (
            <Star key={index} aria-hidden="true" className={index < (review.rating ?? 0) ? 'pub-review__star--on' : 'pub-review__star--off'} />
          ))}
        </p>
      ) : null}
      <blockquote className="pub-review__comment">
        {text ? <p>{text}</p> : <p className="pub-review__no-comment">{t('home.reviews.noComment')}</p>}
      </blockquote>
      <footer className="pub-review__author">
        <span className="pub-review__avatar" aria-hidden="true">{avatarLetter(review.name)}</span>
        <div>
          <Heading className="pub-review__name">{review.name}</Heading>
          <p className="pub-review__meta">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            {review.workshop ? <span> · {workshopLabel(review.workshop)}</span> : null}
          </p>
        </div>
      </footer>
    </Card>
  );
}
