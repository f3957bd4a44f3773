import type { SelectOption } from './search-form';

export interface MakeModelFieldsProps {
  /** The form's id: the selects are `{idPrefix}-make` and `{idPrefix}-model`. */
  readonly idPrefix: string;
  readonly makes: readonly SelectOption[];
  readonly makeCode: string;
  /** The caller clears the model: a model belongs to one make. */
  readonly onMakeChange: (makeCode: string) => void;
  /** The model select, for a form that asks for one (the dealer search does not). @default no model select */
  readonly model?: {
    /** The chosen make's models. */
    readonly options: readonly SelectOption[];
    readonly loading: boolean;
    readonly value: string;
    readonly onChange: (modelCode: string) => void;
  };
}

/**
 * The make (and model) selects of the search forms, named with the search's keys (makeCode, modelCode) so a form
 * without JavaScript submits them as they are. The model waits for a make, and says so while its list loads.
 */
export function MakeModelFields({ idPrefix, makes, makeCode, onMakeChange, model }: MakeModelFieldsProps) {
  return (
    <>
      <div className="fc-field">
        <label htmlFor={`${idPrefix}-make`}>Make</label>
        <select
          id={`${idPrefix}-make`}
          name="makeCode"
          value={makeCode}
          onChange={(event) => onMakeChange(event.target.value)}
        >
          <option value="">All makes</option>
          {makes.map((make) => (
            <option key={make.value} value={make.value}>
              {make.label}
            </option>
          ))}
        </select>
      </div>
      {model && (
        <div className="fc-field">
          <label htmlFor={`${idPrefix}-model`}>Model</label>
          <select
            id={`${idPrefix}-model`}
            name="modelCode"
            value={model.value}
            disabled={makeCode === '' || model.loading}
            aria-busy={model.loading || undefined}
            onChange={(event) => model.onChange(event.target.value)}
          >
            <option value="">{model.loading ? 'Loading models…' : 'All models'}</option>
            {!model.loading &&
              model.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
          </select>
        </div>
      )}
    </>
  );
}
