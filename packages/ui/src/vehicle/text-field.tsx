import { TextField as SharedTextField, type TextFieldProps } from '../shared/text-field';

/**
 * The vehicle forms' fields: the shared field, saying "(optional)" on the fields that are not required; the forms
 * announce their errors in one summary, so the fields do not.
 */
export function TextField(props: TextFieldProps) {
  return <SharedTextField markOptional announceError={false} {...props} />;
}
