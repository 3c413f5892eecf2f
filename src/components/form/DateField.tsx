import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n';
import { formatCalendarDay } from '../../i18n/format';
import { parseTypedDay } from '../../lib/calendarDay';
import { DateInput, DAY_FORMAT_KEY } from './DateInput';
import type { FieldErrorValue } from './FieldError';
import { FormikField } from './FormikField';

export interface DateFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  id?: string;
  min?: string;
  max?: string;
  /** A message shown before the field is touched (a clash found while another field was typed). */
  message?: FieldErrorValue;
}

/**
 * A Formik day (YYYY-MM-DD) typed day first in any digits (DateInput), with the chosen day written out under
 * it in the page's language with the month by name, so "03/04/2024" cannot be misread.
 */
export function DateField({ hint, message, min, max, ...props }: DateFieldProps) {
  const { i18n } = useTranslation();
  const [{ value }, meta, helpers] = useField<string>(props.name);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const written = formatCalendarDay(value ?? '', language);
  // Text that is not a day says how to write one, rather than the entity rule's "invalid date format".
  const unreadable = meta.touched && Boolean(value) && !parseTypedDay(value ?? '');
  return (
    <FormikField
      {...props}
      message={message ?? (unreadable ? DAY_FORMAT_KEY : undefined)}
      hint={
        written || hint ? (
          <>
            {written && (
              <output className="d-block fw-semibold text-body" lang={language}>
                <bdi>{written}</bdi>
              </output>
            )}
            {hint}
          </>
        ) : undefined
      }
    >
      {({ field, attributes, invalid }) => (
        <DateInput
          id={attributes.id}
          name={attributes.name}
          value={field.value}
          keepUnreadable
          min={min}
          max={max}
          required={props.required}
          invalid={invalid}
          describedBy={attributes['aria-describedby']}
          onChange={(day) => void helpers.setValue(day)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormikField>
  );
}
