import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { FEEDBACK_RATING_MAX } from 'shared-ui/domain';
import './star-rating.css';

interface StarRatingProps {
  legend: string;
  /** Accessible text of each star, "1 z 5 – slabé" … */
  optionLabels: readonly string[];
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  requiredLabel: string;
  id: string;
}

/** Rating 1–5 as native radio buttons drawn as stars: one tab stop, arrow keys choose. */
export function StarRating({ legend, optionLabels, value, onChange, error, requiredLabel, id }: StarRatingProps) {
  const name = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  return (
    <fieldset className={`pub-stars${error ? ' pub-stars--invalid' : ''}`} id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="pub-stars__legend">
        {legend}
        <span aria-hidden="true"> *</span>
        <span className="ui-visually-hidden"> ({requiredLabel})</span>
      </legend>
      <div className="pub-stars__row" onMouseLeave={() => setPreview(null)}>
        {Array.from({ length: FEEDBACK_RATING_MAX }, (_, index) => {
          const rating = index + 1;
          const optionId = `${name}-${rating}`;
          return (
            <span key={rating} className="pub-stars__option" onMouseEnter={() => setPreview(rating)}>
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- screen readers announce an invalid radio; the error itself is the fieldset's description */}
              <input
                type="radio"
                id={optionId}
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="pub-stars__input"
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={optionId} className="pub-stars__label">
                <Star aria-hidden="true" className={rating <= shown ? 'pub-stars__star pub-stars__star--on' : 'pub-stars__star'} />
                <span className="ui-visually-hidden">{optionLabels[index]}</span>
              </label>
            </span>
          );
        })}
        {value ? <span className="pub-stars__value" aria-hidden="true">{optionLabels[value - 1]}</span> : null}
      </div>
      {error ? <p className="pub-stars__error" id={`${id}-error`}>{error}</p> : null}
    </fieldset>
  );
}
