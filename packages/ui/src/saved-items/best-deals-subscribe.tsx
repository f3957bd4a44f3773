import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../shared/text-field';
import { type ButtonState, SubmitButton } from './submit-button';

/** What the opt-in sends, as the store's `BestDealsInput` names it; the caller adds userId and style codes. */
export interface BestDealsValues {
  email: string;
  zipcode: string;
}

export interface BestDealsSubscribeProps {
  readonly onSubmit: (values: BestDealsValues) => void;
  /** The store's `bestDeals.success`: shows the success state instead of the form. @default false */
  readonly success?: boolean;
  /** The opt-in failed; shown under the form. */
  readonly error?: string | null;
  readonly fieldErrors?: { readonly email?: string; readonly zipcode?: string };
  /** 'loading' while the caller waits for the reply. @default 'default' */
  readonly buttonState?: ButtonState;
  readonly defaultEmail?: string;
  /** The shopper's zip, e.g. the store's `location.zip`. */
  readonly defaultZip?: string;
  /** Shows a "No thanks" button (e.g. to set the store's `showBestDeals` to false). */
  readonly onDismiss?: () => void;
  /** @default 'Get the best deals near you' */
  readonly heading?: string;
  /** @default "We'll email you when we find great deals on cars near you." */
  readonly intro?: string;
  /** @default "You're signed up. Watch your inbox for the best deals near you." */
  readonly successText?: string;
}

/** Best-deals subscribe (spec 000 section 2): opt in to best deals by e-mail; has a success state. */
export function BestDealsSubscribe({
  onSubmit,
  success = false,
  error,
  fieldErrors,
  buttonState = 'default',
  defaultEmail = '',
  defaultZip = '',
  onDismiss,
  heading = 'Get the best deals near you',
  intro = "We'll email you when we find great deals on cars near you.",
  successText = "You're signed up. Watch your inbox for the best deals near you.",
}: BestDealsSubscribeProps) {
  const headingId = useId();
  const [values, setValues] = useState<BestDealsValues>({ email: defaultEmail, zipcode: defaultZip });
  const busy = buttonState !== 'default';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit({ email: values.email.trim(), zipcode: values.zipcode.trim() });
  };
  return (
    <section className="fc-best-deals" aria-labelledby={headingId}>
      <h2 id={headingId} className="fc-best-deals__heading">
        {heading}
      </h2>
      {!success && (
        <form
          className="fc-best-deals__form"
          onSubmit={submit}
          noValidate
          aria-busy={buttonState === 'loading'}
        >
          <p>{intro}</p>
          <TextField
            label="Email address"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(email) => setValues((current) => ({ ...current, email }))}
            error={fieldErrors?.email}
            disabled={busy}
          />
          <TextField
            label="ZIP code"
            name="zipcode"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            value={values.zipcode}
            onChange={(zipcode) => setValues((current) => ({ ...current, zipcode }))}
            error={fieldErrors?.zipcode}
            disabled={busy}
          />
          <div className="fc-best-deals__actions">
            <SubmitButton state={buttonState} loadingLabel="Signing up…" loadedLabel="Signed up">
              Sign up
            </SubmitButton>
            {onDismiss && (
              <button type="button" className="fc-button fc-button--secondary" onClick={onDismiss}>
                No thanks
              </button>
            )}
          </div>
          {error && (
            <p role="alert" className="fc-best-deals__error">
              {error}
            </p>
          )}
        </form>
      )}
      <div role="status" className="fc-best-deals__result">
        {success && <p>{successText}</p>}
      </div>
    </section>
  );
}
