import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  id: string;
  /** The chosen file's name; empty when nothing is chosen. */
  fileName?: string | null;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file field whose button and "no file" text are the app's own, in the page's language (the browser's native
 * control speaks the browser's language instead). The native input stays in the page, focusable and labelled by
 * the field's own <label>; the visible control is a second label, hidden from assistive technology.
 */
export function FileInput({ id, fileName, invalid, ref, disabled, ...inputProps }: FileInputProps) {
  const { t } = useTranslation();
  return (
    <div className="file-input">
      <input
        {...inputProps}
        ref={ref}
        id={id}
        type="file"
        disabled={disabled}
        className="file-input__native"
      />
      <label
        htmlFor={id}
        aria-hidden="true"
        className={`form-control file-input__control${invalid ? ' is-invalid' : ''}${disabled ? ' disabled' : ''}`}
      >
        <span className="btn btn-sm btn-outline-primary flex-shrink-0">{t('common.chooseFile')}</span>
        <span className={`text-truncate${fileName ? '' : ' text-muted'}`} dir="auto">
          {fileName || t('common.noFileChosen')}
        </span>
      </label>
    </div>
  );
}
