import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { countText, formatCount } from './format';

/** One value of a filter with its count (the search reply's facets), and whether the search has it. */
export interface FacetOption {
  readonly value: string;
  readonly label: string;
  readonly count: number;
  readonly checked: boolean;
}

/** A checkbox group (make, model, body style, colour, ...): the search reply's `facets[key]`. */
export interface FacetFilterGroup {
  readonly kind: 'facets';
  /** The filter key, handed back in `onToggle` (e.g. 'makeCode'). */
  readonly key: string;
  readonly label: string;
  readonly options: readonly FacetOption[];
  /**
   * How many options the group has in all, when `options` holds only those listed before 'Show all' (a results
   * page's data carries what it shows): 'Show all' then asks for the rest with `onShowAll`. @default options.length
   */
  readonly optionCount?: number;
  /** The rest of the options, asked for with `onShowAll`, could not be fetched: 'Show all' says so and can try again. */
  readonly optionsError?: boolean;
  /** @default true */
  readonly defaultExpanded?: boolean;
}

export interface RangeValue {
  readonly min?: number;
  readonly max?: number;
}

/** A min/max group (price, year, mileage) with an Apply button. */
export interface RangeFilterGroup {
  readonly kind: 'range';
  /** Handed back in `onRange` (e.g. 'price'). */
  readonly key: string;
  readonly label: string;
  /** The search's current bounds. */
  readonly min?: number;
  readonly max?: number;
  /** Which inputs to show: mileage is a maximum only (spec 000 s3 maxMileage). @default 'both' */
  readonly bounds?: 'both' | 'min' | 'max';
  /** @default 'Min {label, lower case}' */
  readonly minLabel?: string;
  /** @default 'Max {label, lower case}' */
  readonly maxLabel?: string;
  /** @default 1 */
  readonly step?: number;
  /** @default true */
  readonly defaultExpanded?: boolean;
}

export type FilterGroup = FacetFilterGroup | RangeFilterGroup;

export interface FilterPanelProps {
  readonly groups: readonly FilterGroup[];
  readonly onToggle: (groupKey: string, value: string, checked: boolean) => void;
  readonly onRange: (groupKey: string, range: RangeValue) => void;
  readonly onClear: () => void;
  /**
   * The shopper opened 'Show all' (or 'Try again') on a group whose `options` are fewer than its `optionCount`:
   * fetch the rest and pass them in `options`. Until they come the group lists what it has and says it is loading.
   */
  readonly onShowAll?: (groupKey: string) => void;
  /** The search's total, for the drawer's 'Show 1,234 results' button. */
  readonly resultCount?: number;
  /** The drawer starts open (small screens only; wider screens always show the panel). @default false */
  readonly defaultOpen?: boolean;
  /** @default 'Filters' */
  readonly heading?: string;
}

export const FILTER_TEXTS = {
  heading: 'Filters',
  clearAll: 'Clear all',
  close: 'Close filters',
  showResults: 'Show results',
  notANumber: 'Enter a whole number.',
  minAboveMax: 'The minimum must not be more than the maximum.',
  apply: 'Apply',
  showAll: 'Show all',
  showFewer: 'Show fewer',
  optionsLoading: (label: string) => `Loading every ${label} option…`,
  optionsFailed: (label: string) => `The other ${label} options could not be loaded.`,
  tryAgain: 'Try again',
} as const;

/**
 * Options a facet group lists before its 'Show all' button: the most common ones (the API orders facets by
 * count), plus any the search has checked. A nationwide search has hundreds of models and trims; rendering every
 * one made the results page's HTML half a megabyte and its hydration the longest task on a phone.
 */
export const FACET_OPTIONS_SHOWN = 8;

/**
 * The search's filters: facet checkboxes with counts, min/max ranges, Clear all. Below the spec's xs
 * breakpoint (767 px, spec 001 s9) the CSS turns it into a drawer opened by the Filters button.
 */
export function FilterPanel({
  groups,
  onToggle,
  onRange,
  onClear,
  onShowAll,
  resultCount,
  defaultOpen = false,
  heading = FILTER_TEXTS.heading,
}: FilterPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(defaultOpen);

  // Move focus into the drawer when it opens and back to its button when it closes (not on first render).
  useEffect(() => {
    if (opened.current === open) return;
    opened.current = open;
    (open ? closeButton : openButton).current?.focus();
  }, [open]);

  const active = groups.reduce(
    (sum, group) =>
      sum +
      (group.kind === 'facets'
        ? group.options.filter((option) => option.checked).length
        : Number(group.min !== undefined || group.max !== undefined)),
    0,
  );

  return (
    <div className="fc-filter-panel">
      <button
        ref={openButton}
        type="button"
        className="fc-button fc-button--secondary fc-filter-panel__open"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(true)}
      >
        {heading}
        {active > 0 && ` (${formatCount(active)})`}
      </button>
      <section
        id={`${id}-panel`}
        className={open ? 'fc-filter-panel__drawer fc-filter-panel__drawer--open' : 'fc-filter-panel__drawer'}
        aria-labelledby={`${id}-heading`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) setOpen(false);
        }}
      >
        <div className="fc-filter-panel__header">
          <h2 id={`${id}-heading`} className="fc-filter-panel__heading">
            {heading}
          </h2>
          <button
            type="button"
            className="fc-button fc-button--secondary"
            disabled={active === 0}
            onClick={onClear}
          >
            {FILTER_TEXTS.clearAll}
          </button>
          <button
            ref={closeButton}
            type="button"
            className="fc-filter-panel__close"
            aria-label={FILTER_TEXTS.close}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        {groups.map((group) => (
          <CollapsibleGroup key={group.key} label={group.label} defaultExpanded={group.defaultExpanded}>
            {group.kind === 'facets' ? (
              <FacetOptions group={group} onToggle={onToggle} onShowAll={onShowAll} />
            ) : (
              // The key resets the inputs when the search's bounds change (a cleared filter, the back button).
              <RangeForm key={`${group.min ?? ''}-${group.max ?? ''}`} group={group} onRange={onRange} />
            )}
          </CollapsibleGroup>
        ))}
        <div className="fc-filter-panel__footer">
          <button type="button" className="fc-button" onClick={() => setOpen(false)}>
            {resultCount === undefined
              ? FILTER_TEXTS.showResults
              : `Show ${countText(resultCount, 'result', 'results')}`}
          </button>
        </div>
      </section>
    </div>
  );
}

function CollapsibleGroup({
  label,
  defaultExpanded = true,
  children,
}: {
  readonly label: string;
  readonly defaultExpanded?: boolean;
  readonly children: ReactNode;
}) {
  const bodyId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  // A collapsed group's options are not rendered until it is first opened; then they stay (a range's typed bounds too).
  const [opened, setOpened] = useState(defaultExpanded);
  return (
    <fieldset className="fc-filter-group">
      <legend className="fc-filter-group__legend">
        <button
          type="button"
          className="fc-filter-group__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => {
            setExpanded(!expanded);
            setOpened(true);
          }}
        >
          {label}
        </button>
      </legend>
      <div id={bodyId} className="fc-filter-group__body" hidden={!expanded}>
        {opened && children}
      </div>
    </fieldset>
  );
}

function FacetOptions({
  group,
  onToggle,
  onShowAll,
}: {
  readonly group: FacetFilterGroup;
  readonly onToggle: FilterPanelProps['onToggle'];
  readonly onShowAll: FilterPanelProps['onShowAll'];
}) {
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const optionCount = Math.max(group.optionCount ?? 0, group.options.length);
  const hidden = optionCount - FACET_OPTIONS_SHOWN;
  const shown =
    showAll || hidden <= 0
      ? group.options
      : group.options.filter((option, index) => index < FACET_OPTIONS_SHOWN || option.checked);
  // Shown all, but the rest has not come (or could not): the options listed stay, with what is happening below.
  const waiting = showAll && group.options.length < optionCount;
  const name = group.label.toLowerCase();
  return (
    <>
      <ul
        id={listId}
        className="fc-filter-group__options"
        aria-busy={waiting && !group.optionsError ? true : undefined}
      >
        {shown.map((option) => (
          <li key={option.value}>
            <label className="fc-filter-group__option">
              <input
                type="checkbox"
                name={group.key}
                value={option.value}
                checked={option.checked}
                // A value no listing has cannot narrow the search; a checked one must stay removable.
                disabled={option.count === 0 && !option.checked}
                onChange={(event) => onToggle(group.key, option.value, event.target.checked)}
              />
              <span>{option.label}</span>{' '}
              <span className="fc-filter-group__count">({formatCount(option.count)})</span>
            </label>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className="fc-filter-group__more"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => {
            if (!showAll && group.options.length < optionCount) onShowAll?.(group.key);
            setShowAll(!showAll);
          }}
        >
          {showAll ? (
            FILTER_TEXTS.showFewer
          ) : (
            <>
              {FILTER_TEXTS.showAll} {formatCount(optionCount)}{' '}
              <span className="fc-visually-hidden">{name} options</span>
            </>
          )}
        </button>
      )}
      {waiting &&
        (group.optionsError ? (
          <div className="fc-filter-group__status">
            <p className="fc-field__error" role="alert">
              {FILTER_TEXTS.optionsFailed(name)}
            </p>
            <button type="button" className="fc-filter-group__more" onClick={() => onShowAll?.(group.key)}>
              {FILTER_TEXTS.tryAgain} <span className="fc-visually-hidden">{name} options</span>
            </button>
          </div>
        ) : (
          <p className="fc-filter-group__status" role="status">
            {FILTER_TEXTS.optionsLoading(name)}
          </p>
        ))}
    </>
  );
}

function parseBound(raw: FormDataEntryValue | null): number | undefined | 'invalid' {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : 'invalid';
}

function RangeForm({
  group,
  onRange,
}: {
  readonly group: RangeFilterGroup;
  readonly onRange: FilterPanelProps['onRange'];
}) {
  const id = useId();
  const [error, setError] = useState<string>();
  const bounds = group.bounds ?? 'both';
  const name = group.label.toLowerCase();
  const fields = [
    bounds !== 'max' && { bound: 'min', label: group.minLabel ?? `Min ${name}`, value: group.min },
    bounds !== 'min' && { bound: 'max', label: group.maxLabel ?? `Max ${name}`, value: group.max },
  ].filter((field) => field !== false);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const min = parseBound(data.get('min'));
    const max = parseBound(data.get('max'));
    if (min === 'invalid' || max === 'invalid') return setError(FILTER_TEXTS.notANumber);
    if (min !== undefined && max !== undefined && min > max) return setError(FILTER_TEXTS.minAboveMax);
    setError(undefined);
    onRange(group.key, { min, max });
  }

  return (
    <form className="fc-filter-range" noValidate onSubmit={apply}>
      {fields.map((field) => (
        <div key={field.bound} className="fc-field">
          <label htmlFor={`${id}-${field.bound}`}>{field.label}</label>
          <input
            id={`${id}-${field.bound}`}
            name={field.bound}
            type="number"
            inputMode="numeric"
            min={0}
            step={group.step ?? 1}
            placeholder="Any"
            defaultValue={field.value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="fc-field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="fc-button fc-button--secondary">
        {FILTER_TEXTS.apply} <span className="fc-visually-hidden">{name}</span>
      </button>
    </form>
  );
}
