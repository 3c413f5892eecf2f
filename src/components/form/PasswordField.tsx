import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TextField, type TextFieldProps } from './TextField';
import { CREDENTIAL_LIMITS } from '../../lib/entities/credentials';

/** A password input with a show/hide control that keeps its accessible name in step with its state. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      dir="ltr"
      maxLength={CREDENTIAL_LIMITS.password}
      addon={
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={props.id ?? `field-${props.name}`}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9z"
              fill="currentColor"
            />
            {visible && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />}
          </svg>
          <span className="visually-hidden">{visible ? t('auth.hidePassword') : t('auth.showPassword')}</span>
        </button>
      }
    />
  );
}
