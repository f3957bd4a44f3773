import { type FormEvent, useId, useState } from 'react';
import {
  ADVANCED_SEARCH_TEXTS,
  type AdvancedSearchErrorKey,
  type AdvancedSearchField,
  type AdvancedSearchValues,
  advancedSearchErrors,
  CONDITION_OPTIONS,
  FOCUS_ON_ERROR,
  filledValues,
  initialFormValues,
} from './advanced-search-values';
import { LOCATION_BAR_TEXTS, RADIUS_OPTIONS } from './location-bar';
import { MakeModelFields } from './make-model-fields';
import type { SelectOption } from './search-form';
import { ZipField } from './zip-field';

export interface AdvancedSearchFormProps {
  readonly makes: readonly SelectOption[];
  /** The chosen make's models; the page loads them after `onMakeChange`. */
  readonly models?: readonly SelectOption[];
  /** The model select waits, disabled, while the models load. */
  readonly modelsLoading?: boolean;
  readonly bodyStyles?: readonly SelectOption[];
  /** The first values (a returning shopper's zip). Change the component's `key` to start over. */
  readonly defaultValue?: AdvancedSearchValues;
  readonly submitting?: boolean;
  /** Where the form goes without JavaScript: a GET with every field under its name. */
  readonly action?: string;
  readonly onMakeChange?: (makeCode: string) => void;
  /** Called with valid values only, and only the fields filled in. */
  readonly onSubmit: (values: AdvancedSearchValues) => void;
}

/**
 * The search form page (spec 001 s2, page type sfp): condition, make and model, ZIP and distance, body style,
 * price, year and mileage. Min above max, a bad number or a bad zip stops the search with an error on the field.
 */
export function AdvancedSearchForm({
  makes,
  models = [],
  modelsLoading = false,
  bodyStyles = [],
  defaultValue,
  submitting = false,
  action,
  onMakeChange,
  onSubmit,
}: AdvancedSearchFormProps) {
  const id = useId();
  const texts = ADVANCED_SEARCH_TEXTS;
  const [values, setValues] = useState(() => initialFormValues(defaultValue));
  // Checked on submit, then as the shopper corrects: no error while they are still typing.
  const [checked, setChecked] = useState(false);
  const errors = checked ? advancedSearchErrors(values) : {};
  const set = (field: AdvancedSearchField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const radii = RADIUS_OPTIONS.map(String);
  const radiusOptions = radii.includes(values.searchRadius) ? radii : [...radii, values.searchRadius];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const found = Object.keys(advancedSearchErrors(values)) as AdvancedSearchErrorKey[];
    const first = found[0];
    if (first !== undefined) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${FOCUS_ON_ERROR[first]}"]`)?.focus();
      return;
    }
    onSubmit(filledValues(values));
  }

  const select = (
    field: AdvancedSearchField,
    label: string,
    anyLabel: string,
    options: readonly SelectOption[],
    onChange = set(field),
  ) => (
    <div className="fc-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select
        id={`${id}-${field}`}
        name={field}
        value={values[field]}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  // The error of a range goes under both of its fields, so only a single field shows its own.
  const number = (
    field: AdvancedSearchField,
    label: string,
    error: string | undefined,
    errorId: string,
    own = false,
  ) => (
    <div className="fc-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type="number"
        inputMode="numeric"
        min={0}
        placeholder={texts.any}
        value={values[field]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => set(field)(event.target.value)}
      />
      {own && error && <ErrorText id={errorId} text={error} />}
    </div>
  );

  const range = (
    key: 'price' | 'year',
    legend: string,
    min: [AdvancedSearchField, string],
    max: [AdvancedSearchField, string],
  ) => {
    const errorId = `${id}-${key}-error`;
    const error = errors[key];
    return (
      <fieldset className="fc-advanced-search__group">
        <legend className="fc-advanced-search__legend">{legend}</legend>
        {number(min[0], min[1], error, errorId)}
        {number(max[0], max[1], error, errorId)}
        {error && <ErrorText id={errorId} text={error} />}
      </fieldset>
    );
  };

  return (
    <form className="fc-advanced-search" action={action} method="get" noValidate onSubmit={submit}>
      <fieldset className="fc-advanced-search__group">
        <legend className="fc-advanced-search__legend">{texts.condition}</legend>
        {CONDITION_OPTIONS.map((option) => (
          <label key={option.value} className="fc-advanced-search__choice">
            <input
              type="radio"
              name="listingType"
              value={option.value}
              checked={values.listingType === option.value}
              onChange={() => set('listingType')(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <MakeModelFields
        idPrefix={id}
        makes={makes}
        makeCode={values.makeCode}
        onMakeChange={(makeCode) => {
          // A model belongs to one make.
          setValues((current) => ({ ...current, makeCode, modelCode: '' }));
          onMakeChange?.(makeCode);
        }}
        model={{
          options: models,
          loading: modelsLoading,
          value: values.modelCode,
          onChange: set('modelCode'),
        }}
      />
      <ZipField idPrefix={id} value={values.zip} error={errors.zip} onChange={set('zip')} />
      <div className="fc-field">
        <label htmlFor={`${id}-searchRadius`}>{LOCATION_BAR_TEXTS.distance}</label>
        <select
          id={`${id}-searchRadius`}
          name="searchRadius"
          value={values.searchRadius}
          onChange={(event) => set('searchRadius')(event.target.value)}
        >
          {radiusOptions.map((miles) => (
            <option key={miles} value={miles}>
              {LOCATION_BAR_TEXTS.radius(Number(miles))}
            </option>
          ))}
        </select>
      </div>
      {range('price', texts.price, ['minPrice', texts.minPrice], ['maxPrice', texts.maxPrice])}
      {range('year', texts.year, ['startYear', texts.startYear], ['endYear', texts.endYear])}
      {select('vehicleStyleCode', texts.bodyStyle, texts.anyBodyStyle, bodyStyles)}
      {number('maxMileage', texts.maxMileage, errors.maxMileage, `${id}-maxMileage-error`, true)}
      <button type="submit" className="fc-button fc-advanced-search__submit" disabled={submitting}>
        {texts.submit}
      </button>
    </form>
  );
}

function ErrorText({ id, text }: { readonly id: string; readonly text: string }) {
  return (
    <p id={id} className="fc-field__error" role="alert">
      {text}
    </p>
  );
}
