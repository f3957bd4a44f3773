import { type FormEvent, useId, useState } from 'react';
import { MakeModelFields } from './make-model-fields';
import type { SelectOption } from './search-form';
import { ZIP_MESSAGES, type ZipMessages, zipError } from './zip';
import { ZipField } from './zip-field';

export interface DealerSearchValue {
  /** '' for dealers of any make. */
  readonly makeCode: string;
  readonly zip: string;
}

export interface DealerSearchFormProps {
  readonly makes: readonly SelectOption[];
  readonly defaultValue?: Partial<DealerSearchValue>;
  /** Dealers are found by distance, so a zip is asked for by default. @default true */
  readonly zipRequired?: boolean;
  /** An error about the zip from the page (the lookup found nothing). */
  readonly zipErrorMessage?: string;
  /** @default ZIP_MESSAGES */
  readonly zipMessages?: ZipMessages;
  readonly submitting?: boolean;
  /** Where the form goes without JavaScript. */
  readonly action?: string;
  /** Called with a valid value only; the zip is trimmed. */
  readonly onSubmit: (value: DealerSearchValue) => void;
  /** @default 'Find Dealers' */
  readonly submitLabel?: string;
}

/** The dealer search: a make (optional) and a zip. */
export function DealerSearchForm({
  makes,
  defaultValue,
  zipRequired = true,
  zipErrorMessage,
  zipMessages = ZIP_MESSAGES,
  submitting = false,
  action,
  onSubmit,
  submitLabel = 'Find Dealers',
}: DealerSearchFormProps) {
  const id = useId();
  const [makeCode, setMakeCode] = useState(defaultValue?.makeCode ?? '');
  const [zip, setZip] = useState(defaultValue?.zip ?? '');
  const [checked, setChecked] = useState(false);
  const error = (checked ? zipError(zip, zipRequired, zipMessages) : undefined) ?? zipErrorMessage;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (zipError(zip, zipRequired, zipMessages) !== undefined) return;
    onSubmit({ makeCode, zip: zip.trim() });
  }

  return (
    <form className="fc-dealer-search-form" action={action} method="get" noValidate onSubmit={submit}>
      <MakeModelFields idPrefix={id} makes={makes} makeCode={makeCode} onMakeChange={setMakeCode} />
      <ZipField idPrefix={id} value={zip} onChange={setZip} required={zipRequired} error={error} />
      <button type="submit" className="fc-button" disabled={submitting}>
        {submitLabel}
      </button>
    </form>
  );
}
