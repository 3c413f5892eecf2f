import { useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { parseTypedDay, typedFormOfDay } from '../../lib/calendarDay';
import { toAsciiDigits } from '../../lib/digits';
import { FieldError, fieldErrorId, type FieldErrorValue } from './FieldError';
import { FieldFrame } from './FieldFrame';
import { keepAsciiDigits } from './asciiDigits';

/** The message under a date field whose text is not a day. */
export const DAY_FORMAT_KEY = 'validation.dateFormat';

/** Longest text a day takes as typed ("25 / 12 / 2026"); a longer one is never a day. */
const TYPED_DAY_MAX = 14;

export interface DateInputProps {
  id: string;
  name?: string;
  /** The day held (YYYY-MM-DD), '' for none; in a form, the text typed when it is not a day. */
  value: string;
  /**
   * The day typed or picked (YYYY-MM-DD); '' when the text is empty or, unless `keepUnreadable`, not (yet) a
   * day.
   */
  onChange: (value: string) => void;
  /**
   * A form passes on text that is not a day, so its rule says so under the field and the form is not sent; a
   * filter takes such text as no day at all.
   */
  keepUnreadable?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The picker's first and last days (YYYY-MM-DD). */
  min?: string;
  max?: string;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  small?: boolean;
}

/** What a text or a value stands for: a day, nothing, or (in a form) text that is not a day. */
const heldOf = (text: string, keepUnreadable: boolean | undefined) =>
  parseTypedDay(text) ?? (keepUnreadable ? text.trim() : '');

const textOf = (held: string) => typedFormOfDay(held) || held;

/**
 * A day typed as text, day first, in the page's language: the browser's own date input draws its pattern in the
 * browser's language and order (mm/dd/yyyy in an English Chromium), whatever the page's. Any digits are read;
 * the calendar stays one button away, through a native date input the button opens.
 */
export function DateInput({
  id,
  name,
  value,
  onChange,
  keepUnreadable,
  onBlur,
  min,
  max,
  required,
  invalid,
  describedBy,
  small,
}: DateInputProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const held = heldOf(value, keepUnreadable);
  const [text, setText] = useState(() => textOf(held));
  // A value changed from outside ("all dates", a reset form, back in the address) replaces what was typed,
  // unless the text already stands for it. Only a change counts: a list's address follows the text a moment
  // later, and the text typed meanwhile stays. An address's value that is no day shows as none.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (held !== heldOf(text, keepUnreadable)) setText(textOf(held));
  }

  const type = (typed: string) => {
    setText(typed);
    onChange(heldOf(typed, keepUnreadable));
  };
  const size = small ? ' form-control-sm' : '';
  const day = parseTypedDay(value) ?? '';
  return (
    <div className={`input-group${small ? ' input-group-sm' : ''}${invalid ? ' has-validation' : ''}`}>
      <input
        id={id}
        name={name}
        type="text"
        // Digits and slashes keep their order whatever the page's direction; the text still starts on the
        // page's side (ltr-field).
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={TYPED_DAY_MAX}
        placeholder={t('common.date.placeholder')}
        className={`form-control ltr-field${size}${invalid ? ' is-invalid' : ''}`}
        value={text}
        required={required}
        aria-invalid={Boolean(invalid)}
        aria-describedby={describedBy}
        onChange={(event) => {
          keepAsciiDigits(event.currentTarget);
          type(event.currentTarget.value);
        }}
        onBlur={(event) => {
          // The day is written back in the field's own form once it is read ("1-2-2026" → "01/02/2026").
          const read = parseTypedDay(text);
          if (read) setText(typedFormOfDay(read));
          onBlur?.(event);
        }}
      />
      <span className="date-input__picker">
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('common.date.pick')}
          title={t('common.date.pick')}
          onClick={() => {
            const native = picker.current;
            if (!native) return;
            try {
              native.showPicker();
            } catch {
              // A browser without showPicker, or one that refuses it here: the text field still takes the day.
              native.focus();
            }
          }}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5zm2 2v2h2v-2zm4 0v2h2v-2zm4 0v2h2v-2z"
              fill="currentColor"
            />
          </svg>
        </button>
        {/* Only the calendar of this input is used: it is out of the tab order and of the accessibility tree,
            and what it picks is written in the text field above. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className="date-input__native"
          value={day}
          min={min}
          max={max}
          onChange={(event) => {
            const picked = event.currentTarget.value;
            setText(typedFormOfDay(picked));
            onChange(picked);
          }}
        />
      </span>
    </div>
  );
}

/**
 * A labelled day outside a form library (a list's range, a dialog): the label, the field and its message, which
 * says so when the text left in the field is not a day; `error` is the caller's own (an end before a start).
 */
export function LabelledDateInput({
  label,
  error,
  className,
  labelClassName,
  ...input
}: Omit<DateInputProps, 'keepUnreadable' | 'invalid' | 'describedBy'> & {
  label: string;
  error?: FieldErrorValue;
  className?: string;
  labelClassName?: string;
}) {
  const [left, setLeft] = useState<string | null>(null);
  const unreadable = left !== null && toAsciiDigits(left).trim() !== '' && !parseTypedDay(left);
  const message = unreadable ? DAY_FORMAT_KEY : error;
  return (
    <FieldFrame
      controlId={input.id}
      label={label}
      required={input.required}
      className={className}
      labelClassName={labelClassName}
      footer={<FieldError name={input.id} error={message} />}
    >
      <DateInput
        {...input}
        invalid={Boolean(message)}
        describedBy={message ? fieldErrorId(input.id) : undefined}
        onChange={(day) => {
          // The text is judged when the field is left, not while it is typed.
          setLeft(null);
          input.onChange(day);
        }}
        onBlur={(event) => {
          setLeft(event.currentTarget.value);
          input.onBlur?.(event);
        }}
      />
    </FieldFrame>
  );
}
