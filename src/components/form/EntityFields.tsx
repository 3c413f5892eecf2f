import type { ReactNode } from 'react';
import type { Enumerated } from '../../lib/enumerations';
import {
  fieldsOf,
  isLeftToRight,
  isWholeNumber,
  takesDigits,
  type EntityDefinition,
  type FieldDefinition,
} from '../../lib/entities/field';
import { DateField } from './DateField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

export interface EntityFieldsProps<E extends EntityDefinition> {
  entity: E;
  /** The visible label of a field. */
  label: (name: keyof E & string) => ReactNode;
  /** The options of a choice field in the page's language (an entity with choices needs it). */
  options?: (list: readonly Enumerated[]) => { value: string; label: string }[];
  /** Help under a field (e.g. "optional" or a format example); none when it returns undefined. */
  hint?: (name: keyof E & string, field: FieldDefinition) => ReactNode;
  /** The grid column of a field (`col-md-4`); when it gives none, half a row, or the whole row if wide. */
  width?: (name: keyof E & string) => string | undefined;
  /** A text field shown but not editable (a value that came with the link the page was opened by). */
  readOnly?: (name: keyof E & string) => boolean;
}

const INPUT_TYPES = { tel: 'tel', email: 'email', numeric: 'text', decimal: 'text', text: 'text' } as const;
const INPUT_MODES = {
  tel: 'numeric',
  email: 'email',
  numeric: 'numeric',
  decimal: 'decimal',
  text: 'text',
} as const;

/** The inputs of an entity, in its declared order, each with the declaration's limits and keyboard. */
export function EntityFields<E extends EntityDefinition>({
  entity,
  label,
  options,
  hint,
  width,
  readOnly,
}: EntityFieldsProps<E>) {
  return (
    <div className="row">
      {fieldsOf(entity).map(([name, field]) => {
        const common = {
          name,
          label: label(name),
          required: field.required,
          hint: hint?.(name, field),
          autoComplete: field.autoComplete,
          className: `${width?.(name) ?? (field.wide ? 'col-12' : 'col-md-6')} mb-3`,
        };
        if (field.kind === 'choice') {
          const { hint: _unused, ...selectProps } = common;
          return (
            <SelectField
              key={name}
              {...selectProps}
              options={options?.(field.options) ?? []}
              placeholder=""
            />
          );
        }
        if (field.kind === 'date')
          return (
            <DateField
              key={name}
              name={name}
              label={common.label}
              required={common.required}
              hint={common.hint}
              className={common.className}
            />
          );
        return (
          <TextField
            key={name}
            {...common}
            maxLength={field.maxLength}
            dir={isLeftToRight(field) ? 'ltr' : 'auto'}
            code={field.code}
            asciiDigits={takesDigits(field)}
            {...(readOnly?.(name) ? { readOnly: true } : {})}
            {...(field.kind === 'number' ? { inputMode: isWholeNumber(field) ? 'numeric' : 'decimal' } : {})}
            {...(field.kind === 'pattern'
              ? { type: INPUT_TYPES[field.input], inputMode: INPUT_MODES[field.input] }
              : {})}
          />
        );
      })}
    </div>
  );
}
