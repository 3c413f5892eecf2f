import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n';
import { formatCalendarDay } from '../../i18n/format';
import { TextField, type TextFieldProps } from './TextField';

/**
 * A native date input, with the chosen day written beside it in the page's language: the browser draws the
 * input in its own language and order, which may not be the page's.
 */
export function DateField({ hint, ...props }: Omit<TextFieldProps, 'type'>) {
  const { i18n } = useTranslation();
  const [{ value }] = useField<string>(props.name);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const written = formatCalendarDay(value ?? '', language);
  return (
    <TextField
      {...props}
      type="date"
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
    />
  );
}
