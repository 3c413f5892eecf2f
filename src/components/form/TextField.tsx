import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormikField } from './FormikField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Something shown inside the input group after the input (a show-password button, a unit). */
  addon?: ReactNode;
  /**
   * A code typed left to right and never completed or corrected by the browser (an IBAN, an account
   * number, a category key): what the reader compares character by character.
   */
  code?: boolean;
}

const CODE_INPUT = { dir: 'ltr', autoComplete: 'off', spellCheck: false, autoCapitalize: 'none' } as const;

/** A labelled Formik input; its message shows only once the field was touched (SPEC.md §5). */
export function TextField({ name, label, hint, addon, code, id, className, ...inputProps }: TextFieldProps) {
  return (
    <FormikField
      name={name}
      id={id}
      label={label}
      required={inputProps.required}
      hint={hint}
      className={className}
    >
      {({ field, attributes, invalid }) => {
        const input = (
          <input
            {...field}
            // Free text is shown in the direction of what was typed ("5 El Geish Street" stays in order on an
            // Arabic page); e-mails, phones and codes pass dir="ltr".
            dir="auto"
            {...(code ? CODE_INPUT : {})}
            {...inputProps}
            {...attributes}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
          />
        );
        return addon ? (
          <div className={`input-group${invalid ? ' has-validation' : ''}`}>
            {input}
            {addon}
          </div>
        ) : (
          input
        );
      }}
    </FormikField>
  );
}
