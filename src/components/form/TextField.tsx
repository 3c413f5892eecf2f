import {
  useState,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useField } from 'formik';
import { useTranslation } from '../../i18n/useTranslation';
import { keepAsciiDigits } from './asciiDigits';
import type { FieldErrorValue } from './FieldError';
import { FormikField } from './FormikField';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onPaste'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Something shown inside the input group after the input (a show-password button, a unit). */
  addon?: ReactNode;
  /**
   * A code typed left to right and never completed or corrected by the browser (an IBAN, an account
   * number, a category key, a phone): what the reader compares character by character. Its digits are written
   * ASCII as they are typed (see `asciiDigits`).
   */
  code?: boolean;
  /**
   * Digits typed on an Arabic keyboard become ASCII ones as they are typed, as they will be stored: a number,
   * a code (src/components/form/asciiDigits.ts).
   */
  asciiDigits?: boolean;
  /** Free text over several lines (a description): a textarea of `rows` lines, 4 when omitted. */
  multiline?: boolean;
  rows?: number;
  /** A message shown before the field is touched (a clash found while another field was typed). */
  message?: FieldErrorValue;
  onPaste?: (event: ClipboardEvent<TextControl>) => void;
}

const CODE_INPUT = { autoComplete: 'off', spellCheck: false, autoCapitalize: 'none' } as const;

/** The props given a value: one passed as undefined (an entity without autocomplete) keeps the code's default. */
const definedOnly = <T extends object>(props: T): Partial<T> =>
  Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * A labelled Formik input; its message shows only once the field was touched (docs/onboarding.md). Text pasted past
 * the input's `maxLength` is cut by the browser without a word, so the field says how much it kept, for as
 * long as the value stays at the limit.
 */
export function TextField({
  name,
  label,
  hint,
  addon,
  code,
  asciiDigits,
  multiline,
  rows = 4,
  message,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation();
  const [cutAt, setCutAt] = useState<number | null>(null);
  const { maxLength, onPaste } = inputProps;
  const [{ value }] = useField<string>(name);
  const cut = cutAt !== null && (value ?? '').length >= cutAt;

  const notePaste = (event: ClipboardEvent<TextControl>) => {
    onPaste?.(event);
    if (!maxLength) return;
    const input = event.currentTarget;
    const replaced = (input.selectionEnd ?? 0) - (input.selectionStart ?? 0);
    const length = input.value.length - replaced + event.clipboardData.getData('text').length;
    setCutAt(length > maxLength ? maxLength : null);
  };

  return (
    <FormikField
      name={name}
      id={id}
      label={label}
      required={inputProps.required}
      hint={
        cut ? (
          <>
            {hint}
            <span role="status" className="d-block text-warning-emphasis">
              {t('validation.pasteCut', { count: cutAt })}
            </span>
          </>
        ) : (
          hint
        )
      }
      className={className}
      message={message}
    >
      {({ field, attributes, invalid }) => {
        if (multiline) {
          return (
            <textarea
              {...field}
              dir="auto"
              rows={rows}
              {...(inputProps as TextareaHTMLAttributes<HTMLTextAreaElement>)}
              onPaste={notePaste}
              {...attributes}
              className={`form-control${invalid ? ' is-invalid' : ''}`}
            />
          );
        }
        // Free text is shown in the direction of what was typed ("5 El Geish Street" stays in order on an
        // Arabic page); e-mails, phones and codes are left to right.
        const dir = code ? 'ltr' : (inputProps.dir ?? 'auto');
        const input = (
          <input
            {...field}
            {...(code ? CODE_INPUT : {})}
            {...definedOnly(inputProps)}
            dir={dir}
            onChange={(event) => {
              if (code || asciiDigits) keepAsciiDigits(event.currentTarget);
              (inputProps.onChange ?? field.onChange)(event);
            }}
            onPaste={notePaste}
            {...attributes}
            className={`form-control${dir === 'ltr' ? ' ltr-field' : ''}${invalid ? ' is-invalid' : ''}`}
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
