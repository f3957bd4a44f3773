import { type FormEvent, useState } from 'react';
import { Modal } from '../modal';
import { TextField } from '../shared/text-field';
import { CheckField } from './check-field';
import { PanelFooter } from './panel-footer';
import type { PanelMessagesValue } from './panel-messages';
import type { ButtonState } from './submit-button';

/** The listing the saved vehicle points at, already formatted for display. */
export interface SavedVehicleSummary {
  readonly title: string;
  /** Formatted, e.g. '$18,995'. */
  readonly price?: string;
  readonly photoUrl?: string;
}

/** What the panel edits: the store's `SavedVehicleChanges` ("notes, title, phone and alert flags"). */
export interface UpdateSavedVehicleValues {
  title: string;
  notes: string;
  /** As typed; the caller strips non-digits before sending. */
  phone: string;
  enableEmailAlerts: boolean;
  enableTextAlerts: boolean;
}

export interface UpdateSavedVehiclePanelProps {
  readonly vehicle?: SavedVehicleSummary;
  /** The bookmark's current values; the phone already formatted, e.g. '(512) 555-0100'. */
  readonly initialValues?: Partial<UpdateSavedVehicleValues>;
  readonly onSubmit: (values: UpdateSavedVehicleValues) => void;
  readonly onClose: () => void;
  /** The server's warning and error (a warning means the next save overwrites). */
  readonly messages?: PanelMessagesValue;
  readonly fieldErrors?: { readonly title?: string; readonly notes?: string; readonly phone?: string };
  /** The store's `animatedButtonState`: 'loading' disables the form, 'loaded' shows the success text. */
  readonly buttonState?: ButtonState;
  /** @default 'Your saved vehicle' */
  readonly heading?: string;
  /** @default 'Your changes have been saved.' */
  readonly successText?: string;
}

/**
 * The update-saved-vehicle panel (spec 000 section 2): a dialog, as the store's `updateSavedListingModal` flag
 * names it. The caller closes it 3000 ms after a save succeeds.
 */
export function UpdateSavedVehiclePanel({
  vehicle,
  initialValues,
  onSubmit,
  onClose,
  messages,
  fieldErrors,
  buttonState = 'default',
  heading = 'Your saved vehicle',
  successText = 'Your changes have been saved.',
}: UpdateSavedVehiclePanelProps) {
  const [values, setValues] = useState<UpdateSavedVehicleValues>({
    title: initialValues?.title ?? vehicle?.title ?? '',
    notes: initialValues?.notes ?? '',
    phone: initialValues?.phone ?? '',
    enableEmailAlerts: initialValues?.enableEmailAlerts ?? false,
    enableTextAlerts: initialValues?.enableTextAlerts ?? false,
  });
  const change = <K extends keyof UpdateSavedVehicleValues>(key: K) => {
    return (value: UpdateSavedVehicleValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  };
  const busy = buttonState !== 'default';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(values);
  };

  return (
    <Modal title={heading} onClose={onClose} className="fc-saved-panel">
      {vehicle && (
        <div className="fc-saved-panel__vehicle">
          {vehicle.photoUrl && <img className="fc-saved-panel__photo" src={vehicle.photoUrl} alt="" />}
          <div>
            <p className="fc-saved-panel__vehicle-title">{vehicle.title}</p>
            {vehicle.price && <p className="fc-saved-panel__price">{vehicle.price}</p>}
          </div>
        </div>
      )}
      <form onSubmit={submit} aria-busy={buttonState === 'loading'}>
        <TextField
          label="Title"
          name="title"
          value={values.title}
          onChange={change('title')}
          error={fieldErrors?.title}
          disabled={busy}
        />
        <TextField
          label="Notes"
          name="notes"
          multiline
          value={values.notes}
          onChange={change('notes')}
          error={fieldErrors?.notes}
          disabled={busy}
        />
        <fieldset className="fc-saved-panel__alerts" disabled={busy}>
          <legend>Alerts for this vehicle</legend>
          <CheckField
            label="Email alerts"
            name="enableEmailAlerts"
            checked={values.enableEmailAlerts}
            onChange={change('enableEmailAlerts')}
          />
          <CheckField
            label="Text alerts"
            name="enableTextAlerts"
            checked={values.enableTextAlerts}
            onChange={change('enableTextAlerts')}
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
