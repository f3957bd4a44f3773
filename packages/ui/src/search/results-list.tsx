import type { ReactNode } from 'react';
import { countText } from './format';
import { type RenderLink, renderPlainLink } from './link';
import { ListingCard, type ListingCardProps } from './listing-card';

/**
 * A nearby search that finds cars when this one finds none (the search reply's `relaxations`): shown as
 * '{label} ({count} cars)'. A link when it has an `href` (crawlable, works without JavaScript), else a button.
 */
export interface RelaxationSuggestion {
  readonly key: string;
  /** e.g. 'Search within 100 miles', 'Drop the trim'. */
  readonly label: string;
  readonly count: number;
  readonly href?: string;
}

/** Where the list puts a card it did not make (`ResultsListProps.cards`): what it would give a `ListingCard`. */
export interface ResultCardPlace {
  readonly headingLevel: 2 | 3 | 4;
  readonly renderLink: RenderLink;
  /** The first card: its photo is the likely largest paint, so it loads at once and early. */
  readonly firstInView: boolean;
}

/** A card the caller makes: its element for the place the list gives it. */
export interface ResultCard {
  readonly id: string;
  readonly render: (place: ResultCardPlace) => ReactNode;
}

export interface ResultsListProps {
  /** The cards' props, made before the list renders. Ignored where `cards` is given. @default none */
  readonly listings?: readonly ListingCardProps[];
  /**
   * The cards as the caller makes them, in place of `listings`: a card component that makes its own props in its
   * own render lets React yield between the cards while it hydrates, where props made for every card in the page's
   * one render are one unbroken piece of work (issue 11's total blocking time). @default none: `listings`
   */
  readonly cards?: readonly ResultCard[];
  /** All results of the search, not just this page. */
  readonly totalCount: number;
  /** Spec 001 s4: the first results are being fetched; nothing to show yet, so only placeholders. */
  readonly initialLoad?: boolean;
  /** Spec 001 s4: a fetch after the first (a filter changed); the list stays, marked busy. */
  readonly loading?: boolean;
  /** Spec 001 s4 fetch-error flag. */
  readonly fetchError?: boolean;
  readonly onRetry?: () => void;
  /** @default ERROR_MESSAGE */
  readonly errorMessage?: string;
  readonly suggestions?: readonly RelaxationSuggestion[];
  /** Called for a suggestion without an `href`. */
  readonly onSuggestion?: (suggestion: RelaxationSuggestion) => void;
  /** Controls shown beside the heading (the sort select). */
  readonly toolbar?: ReactNode;
  /** @default count => '1 result' / '1,234 results' */
  readonly heading?: (totalCount: number) => string;
  /** The heading when nothing is found, naming the search where the page can. @default RESULTS_TEXTS.emptyHeading */
  readonly emptyHeading?: string;
  /** Placeholder cards while the first results load. @default 6 */
  readonly skeletonCount?: number;
  /** @default 2 */
  readonly headingLevel?: 1 | 2 | 3;
  /** Passed to every card too. @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

export const RESULTS_TEXTS = {
  loading: 'Loading results',
  updating: 'Updating results…',
  error: "We couldn't load the results.",
  retry: 'Try again',
  emptyHeading: 'No cars match your search',
  emptyHint: 'Try one of these searches instead:',
  emptyNoSuggestions: 'Try removing a filter or searching a wider area.',
} as const;

const resultsHeading = (count: number) => countText(count, 'result', 'results');

/** The results of a search with its states: first load, refresh, fetch error, no results, results. */
export function ResultsList({
  listings = [],
  cards,
  totalCount,
  initialLoad = false,
  loading = false,
  fetchError = false,
  onRetry,
  errorMessage = RESULTS_TEXTS.error,
  suggestions = [],
  onSuggestion,
  toolbar,
  heading = resultsHeading,
  emptyHeading = RESULTS_TEXTS.emptyHeading,
  skeletonCount = 6,
  headingLevel = 2,
  renderLink = renderPlainLink,
}: ResultsListProps) {
  const Heading = `h${headingLevel}` as const;
  const cardLevel = (headingLevel + 1) as 2 | 3 | 4;

  if (initialLoad) {
    return (
      <section className="fc-results" aria-busy="true">
        <div role="status">
          <Heading className="fc-results__heading">{RESULTS_TEXTS.loading}</Heading>
        </div>
        <ul className="fc-results__items" aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <li key={index} className="fc-results__skeleton" />
          ))}
        </ul>
      </section>
    );
  }

  if (fetchError) {
    return (
      <section className="fc-results">
        <div className="fc-results__error" role="alert">
          <p>{errorMessage}</p>
          {onRetry && (
            <button type="button" className="fc-button" onClick={onRetry}>
              {RESULTS_TEXTS.retry}
            </button>
          )}
        </div>
      </section>
    );
  }

  const empty = totalCount === 0 && (cards ?? listings).length === 0;
  return (
    <section className="fc-results" aria-busy={loading || undefined}>
      <div className="fc-results__header">
        {/* A live region, so a filter change announces the new count. */}
        <div aria-live="polite">
          <Heading className="fc-results__heading">{empty ? emptyHeading : heading(totalCount)}</Heading>
          {loading && <p className="fc-results__updating">{RESULTS_TEXTS.updating}</p>}
        </div>
        {toolbar && <div className="fc-results__toolbar">{toolbar}</div>}
      </div>
      {empty ? (
        <div className="fc-results__empty">
          {suggestions.length > 0 ? (
            <>
              <p>{RESULTS_TEXTS.emptyHint}</p>
              <ul className="fc-results__suggestions">
                {suggestions.map((suggestion) => {
                  const text = `${suggestion.label} (${countText(suggestion.count, 'car', 'cars')})`;
                  return (
                    <li key={suggestion.key}>
                      {suggestion.href ? (
                        renderLink({ href: suggestion.href, children: text })
                      ) : (
                        <button
                          type="button"
                          className="fc-button fc-button--secondary"
                          onClick={() => onSuggestion?.(suggestion)}
                        >
                          {text}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p>{RESULTS_TEXTS.emptyNoSuggestions}</p>
          )}
        </div>
      ) : (
        <ul className={loading ? 'fc-results__items fc-results__items--stale' : 'fc-results__items'}>
          {cards
            ? cards.map((card, index) => (
                <li key={card.id}>
                  {card.render({ headingLevel: cardLevel, renderLink, firstInView: index === 0 })}
                </li>
              ))
            : listings.map((listing, index) => (
                <li key={listing.id}>
                  <ListingCard
                    headingLevel={cardLevel}
                    renderLink={renderLink}
                    firstInView={index === 0}
                    {...listing}
                  />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
