import { type FormEvent, useState } from 'react';
import { Modal } from '../modal';
import { TextField } from '../shared/text-field';
import { CheckField } from './check-field';
import { PanelFooter } from './panel-footer';
import type { PanelMessagesValue } from './panel-messages';
import type { ButtonState } from './submit-button';

/** What the dialog edits: the store's `SavedSearchChanges` ("the name and alerts of a saved search"). */
export interface UpdateSavedSearchValues {
  searchName: string;
  /** As typed; the caller strips non-digits before sending. */
  phone: string;
  sendEmailAlerts: boolean;
  sendTextAlerts: boolean;
}

export interface UpdateSavedSearchModalProps {
  /** The search's current values; the phone already formatted. */
  readonly initialValues?: Partial<UpdateSavedSearchValues>;
  readonly onSubmit: (values: UpdateSavedSearchValues) => void;
  readonly onClose: () => void;
  /** The server's warning and error (a warning means the next save overwrites). */
  readonly messages?: PanelMessagesValue;
  readonly fieldErrors?: { readonly searchName?: string; readonly phone?: string };
  /** The store's `animatedButtonState`: 'loading' disables the form, 'loaded' shows the success text. */
  readonly buttonState?: ButtonState;
  /** @default 'Your saved search' */
  readonly heading?: string;
  /** @default 'Your search has been updated.' */
  readonly successText?: string;
}

/** The update-saved-search dialog (spec 000 section 2). The caller closes it 500 ms after a save succeeds. */
export function UpdateSavedSearchModal({
  initialValues,
  onSubmit,
  onClose,
  messages,
  fieldErrors,
  buttonState = 'default',
  heading = 'Your saved search',
  successText = 'Your search has been updated.',
}: UpdateSavedSearchModalProps) {
  const [values, setValues] = useState<UpdateSavedSearchValues>({
    searchName: initialValues?.searchName ?? '',
    phone: initialValues?.phone ?? '',
    sendEmailAlerts: initialValues?.sendEmailAlerts ?? false,
    sendTextAlerts: initialValues?.sendTextAlerts ?? false,
  });
  const change = <K extends keyof UpdateSavedSearchValues>(key: K) => {
    return (value: UpdateSavedSearchValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  };
  const busy = buttonState !== 'default';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(values);
  };

  return (
    <Modal title={heading} onClose={onClose} className="fc-saved-panel">
      <form onSubmit={submit} aria-busy={buttonState === 'loading'}>
        <TextField
          label="Search name"
          name="searchName"
          value={values.searchName}
          onChange={change('searchName')}
          error={fieldErrors?.searchName}
          disabled={busy}
        />
        <fieldset className="fc-saved-panel__alerts" disabled={busy}>
          <legend>Alerts for new matches</legend>
          <CheckField
            label="Email alerts"
            name="sendEmailAlerts"
            checked={values.sendEmailAlerts}
            onChange={change('sendEmailAlerts')}
          />
          <CheckField
            label="Text alerts"
            name="sendTextAlerts"
            checked={values.sendTextAlerts}
            onChange={change('sendTextAlerts')}
          />
        </fieldset>
        <TextField
          label="Mobile phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="Where text alerts are sent."
          value={values.phone}
          onChange={change('phone')}
          error={fieldErrors?.phone}
          disabled={busy}
        />
        <PanelFooter
          buttonState={buttonState}
          submitLabel="Save changes"
          successText={successText}
          onCancel={onClose}
          messages={messages}
        />
      </form>
    </Modal>
  );
}
