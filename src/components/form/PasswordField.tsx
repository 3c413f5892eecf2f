import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

/** A password input with a show/hide control that keeps its accessible name in step with its state. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      dir="ltr"
      addon={
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={props.id ?? `field-${props.name}`}
        >
          {visible ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      }
    />
  );
}
