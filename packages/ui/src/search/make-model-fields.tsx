import type { SelectOption } from './search-form';

export interface MakeModelFieldsProps {
  /** The form's id: the selects are `{idPrefix}-make` and `{idPrefix}-model`. */
  readonly idPrefix: string;
  readonly makes: readonly SelectOption[];
  /** The chosen make's models. */
  readonly models: readonly SelectOption[];
  readonly modelsLoading: boolean;
  readonly makeCode: string;
  readonly modelCode: string;
  /** The caller clears the model: a model belongs to one make. */
  readonly onMakeChange: (makeCode: string) => void;
  readonly onModelChange: (modelCode: string) => void;
}

/**
 * The make and model selects of the search forms, named with the search's keys (makeCode, modelCode) so a form
 * without JavaScript submits them as they are. The model waits for a make, and says so while its list loads.
 */
export function MakeModelFields({
  idPrefix,
  makes,
  models,
  modelsLoading,
  makeCode,
  modelCode,
  onMakeChange,
  onModelChange,
}: MakeModelFieldsProps) {
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
      <div className="fc-field">
        <label htmlFor={`${idPrefix}-model`}>Model</label>
        <select
          id={`${idPrefix}-model`}
          name="modelCode"
          value={modelCode}
          disabled={makeCode === '' || modelsLoading}
          aria-busy={modelsLoading || undefined}
          onChange={(event) => onModelChange(event.target.value)}
        >
          <option value="">{modelsLoading ? 'Loading models…' : 'All models'}</option>
          {!modelsLoading &&
            models.map((model) => (
              <option key={model.value} value={model.value}>
                {model.label}
              </option>
            ))}
        </select>
      </div>
    </>
  );
}
