import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MakeModelFields } from './make-model-fields';
import { ZIP_MESSAGES, type ZipMessages, zipError } from './zip';
import { ZipField } from './zip-field';

/** One choice of a select: a code and the text shown. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SearchFormValue {
  /** '' for any make. */
  readonly makeCode: string;
  /** '' for any model. */
  readonly modelCode: string;
  /** Five digits, or '' when the shopper left it empty and it is not required. */
  readonly zip: string;
}

export interface SearchFormProps {
  readonly makes: readonly SelectOption[];
  /** The chosen make's models; the page loads them after `onMakeChange`. */
  readonly models?: readonly SelectOption[];
  /** Spec 001 s4 modelsLoading: the model select waits, disabled. */
  readonly modelsLoading?: boolean;
  /** The first values (a returning shopper's zip). Change the component's `key` to start over. */
  readonly defaultValue?: Partial<SearchFormValue>;
  /** A zip is optional by default: the page resolves a location without one (spec 001 s4). @default false */
  readonly zipRequired?: boolean;
  /** An error about the zip from the page (e.g. the market lookup found nothing), shown under the zip field. */
  readonly zipErrorMessage?: string;
  /** @default ZIP_MESSAGES */
  readonly zipMessages?: ZipMessages;
  readonly submitting?: boolean;
  /** Where the form goes without JavaScript (a GET with makeCode, modelCode and zip). */
  readonly action?: string;
  readonly onMakeChange?: (makeCode: string) => void;
  readonly onModelChange?: (modelCode: string) => void;
  readonly onZipChange?: (zip: string) => void;
  /** Called with a valid value only; the zip is trimmed. */
  readonly onSubmit: (value: SearchFormValue) => void;
  /** @default 'Search' */
  readonly submitLabel?: string;
}

/** The home page's search: make, model, zip. */
export function SearchForm({
  makes,
  models = [],
  modelsLoading = false,
  defaultValue,
  zipRequired = false,
  zipErrorMessage,
  zipMessages = ZIP_MESSAGES,
  submitting = false,
  action,
  onMakeChange,
  onModelChange,
  onZipChange,
  onSubmit,
  submitLabel = 'Search',
}: SearchFormProps) {
  const id = useId();
  const [makeCode, setMakeCode] = useState(defaultValue?.makeCode ?? '');
  const [modelCode, setModelCode] = useState(defaultValue?.modelCode ?? '');
  const [zip, setZip] = useState(defaultValue?.zip ?? '');
  // The zip is checked on submit, then as the shopper corrects it: no error while they are still typing.
  const [checked, setChecked] = useState(false);
  const ownError = checked ? zipError(zip, zipRequired, zipMessages) : undefined;
  const error = ownError ?? zipErrorMessage;

  const form = useRef<HTMLFormElement>(null);
  // A make or zip the shopper gave before React hydrated the server's form is in the page but not in the state
  // (hydration keeps what a field shows), so the search went out without it: adopted once, as the form goes live.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later changes come through onChange.
  useEffect(() => {
    const fields = form.current?.elements;
    const shown = (name: string) => {
      const field = fields?.namedItem(name);
      return field instanceof HTMLSelectElement || field instanceof HTMLInputElement
        ? field.value
        : undefined;
    };
    const shownMake = shown('makeCode');
    if (shownMake !== undefined && shownMake !== makeCode) {
      setMakeCode(shownMake);
      setModelCode('');
      onMakeChange?.(shownMake);
    }
    const shownZip = shown('zip');
    if (shownZip !== undefined && shownZip !== zip) {
      setZip(shownZip);
      onZipChange?.(shownZip);
    }
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (zipError(zip, zipRequired, zipMessages) !== undefined) return;
    onSubmit({ makeCode, modelCode, zip: zip.trim() });
  }

  return (
    <form ref={form} className="fc-search-form" action={action} method="get" noValidate onSubmit={submit}>
      <MakeModelFields
        idPrefix={id}
        makes={makes}
        makeCode={makeCode}
        onMakeChange={(next) => {
          setMakeCode(next);
          setModelCode('');
          onMakeChange?.(next);
        }}
        model={{
          options: models,
          loading: modelsLoading,
          value: modelCode,
          onChange: (next) => {
            setModelCode(next);
            onModelChange?.(next);
          },
        }}
      />
      <ZipField
        idPrefix={id}
        value={zip}
        error={error}
        onChange={(value) => {
          setZip(value);
          onZipChange?.(value);
        }}
      />
      <button type="submit" className="fc-button fc-search-form__submit" disabled={submitting}>
        {submitLabel}
      </button>
    </form>
  );
}
