import { type FormEvent, useState } from 'react';
import type { FormSubmitState } from './form-state';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

interface Options<V extends Record<string, string>> {
  readonly initial: V;
  /** The page's result state; when its confirmation goes away ("reset to initial"), the fields go back too. */
  readonly state?: FormSubmitState;
  readonly validate: (values: V) => FieldErrors<V>;
  readonly onSubmit: (values: V) => void;
}

/**
 * The field state of the small forms in this folder: values kept while the server answers (a server error keeps
 * what the shopper typed), checked on submit, the first invalid field focused, and emptied on reset.
 */
export function useSubmitForm<V extends Record<string, string>>({
  initial,
  state,
  validate,
  onSubmit,
}: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [confirmed, setConfirmed] = useState(state?.showConfirmation ?? false);
  // Adjusting state while rendering (React's pattern for props that reset state): no effect, no extra paint.
  if (state && state.showConfirmation !== confirmed) {
    setConfirmed(state.showConfirmation);
    if (!state.showConfirmation) {
      setValues(initial);
      setErrors({});
    }
  }

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const first = Object.keys(found).find((name) => found[name as keyof V & string]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(values);
  };

  return { values, field, handleSubmit };
}
