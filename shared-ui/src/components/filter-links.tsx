// A filter whose choices are links to the same page with `?typ=`. The server renders
// the chosen filter, so the filter works before the page's scripts have run and without them;
// once hydrated, a plain click changes the address in place (no new history entry, no scroll).
import { useId, type ReactNode } from 'react';
import { KEEP_SCROLL, Link, useLocation } from 'shared-ui/router';
import './filter-links.css';

/** The query parameter every filter of the site uses. */
export const FILTER_PARAMETER = 'typ';

export interface FilterLinkOption<V extends string> {
  value: V;
  label: ReactNode;
  icon?: ReactNode;
}

/** The chosen value from the address: the default when the parameter is missing or unknown. */
export function chosenFilter<V extends string>(search: string, values: readonly V[], fallback: V, parameterOf: (value: V) => string = String): V {
  const named = new URLSearchParams(search).get(FILTER_PARAMETER);
  return values.find((value) => value !== fallback && parameterOf(value) === named) ?? fallback;
}

interface FilterLinksProps<V extends string> {
  /** The group's name; shown before the choices unless `hideLabel`. */
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly FilterLinkOption<V>[];
  value: V;
  /** The value that needs no parameter (Všetko). */
  fallback: V;
  /** The address's value for each option, when it differs from the option's value. */
  parameterOf?: (value: V) => string;
  className?: string;
}

/** A single choice among links; the chosen one is `aria-current`. The page keeps its other parameters (?lang=en). */
export function FilterLinks<V extends string>({ label, hideLabel = false, options, value, fallback, parameterOf = String, className }: FilterLinksProps<V>) {
  const labelId = useId();
  const { search } = useLocation();
  const addressOf = (option: V) => {
    const params = new URLSearchParams(search);
    if (option === fallback) params.delete(FILTER_PARAMETER);
    else params.set(FILTER_PARAMETER, parameterOf(option));
    const query = params.toString();
    return { search: query ? `?${query}` : '' };
  };
  return (
    <div className={['ui-filter-links', className].filter(Boolean).join(' ')} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={hideLabel ? 'ui-visually-hidden' : 'ui-filter-links__label'}>
        {label}
      </span>
      <ul className="ui-filter-links__list">
        {options.map((option) => (
          <li key={option.value}>
            <Link
              className="ui-filter-links__option"
              to={addressOf(option.value)}
              replace
              state={KEEP_SCROLL}
              aria-current={option.value === value ? 'true' : undefined}
            >
              {option.icon && (
                <span className="ui-filter-links__icon" aria-hidden="true">
                  {option.icon}
                </span>
              )}
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
