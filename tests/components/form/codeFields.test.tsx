import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { CodeText } from '../../../src/components/CodeText';
import { EntityFields } from '../../../src/components/form/EntityFields';
import { TextField } from '../../../src/components/form/TextField';
import { isolatedCode } from '../../../src/i18n/code';
import { fieldsOf, type EntityDefinition } from '../../../src/lib/entities/field';
import {
  BUSINESS_INFO,
  COMPANY_REGISTRATION,
  KYC,
  PROFILE,
  SIGNUP,
} from '../../../src/lib/entities/onboarding';
import { PRODUCT_OFFER } from '../../../src/lib/entities/product';
import { renderPage } from '../../setup/render';

/** Typed on an Arabic keyboard: three groups of Arabic-Indic digits. */
const ARABIC_PHONE = '٠١٠ ١٢٣٤ ٥٦٧٨';

const renderCode = (language: 'ar' | 'en', onSubmit = vi.fn()) => {
  renderPage(
    <Formik initialValues={{ iban: '' }} onSubmit={(values) => onSubmit(values)}>
      <Form>
        <TextField name="iban" label="IBAN" maxLength={40} code />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
    { language },
  );
  return onSubmit;
};

describe('a code field', () => {
  it.each(['ar', 'en'] as const)(
    'is left to right and writes Arabic-Indic digits ASCII as they are typed (%s)',
    async (language) => {
      const user = userEvent.setup();
      const onSubmit = renderCode(language);
      const input = screen.getByRole('textbox', { name: 'IBAN' });
      expect(input).toHaveAttribute('dir', 'ltr');
      expect(input).toHaveClass('ltr-field');
      expect(input).toHaveAttribute('autocomplete', 'off');
      expect(input).toHaveAttribute('spellcheck', 'false');
      await user.type(input, ARABIC_PHONE);
      expect(input).toHaveValue('010 1234 5678');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ iban: '010 1234 5678' }));
    },
  );

  it('keeps the caret where a digit was typed in the middle', async () => {
    const user = userEvent.setup();
    renderCode('ar');
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
    await user.type(input, 'EG12 3456');
    await user.type(input, '٧', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('EG127 3456');
    expect(input.selectionStart).toBe(5);
  });
});

/** Every field an entity declares a code, in any entity the app's forms draw from a declaration. */
const ENTITIES: [string, EntityDefinition][] = [
  ['KYC', KYC],
  ['BUSINESS_INFO', BUSINESS_INFO],
  ['COMPANY_REGISTRATION', COMPANY_REGISTRATION],
  ['PROFILE', PROFILE],
  ['SIGNUP', SIGNUP],
  ['PRODUCT_OFFER', PRODUCT_OFFER],
];

describe('fields declared as codes', () => {
  it('include the ID, registration, tax and phone numbers, the referral code and the SKU', () => {
    const codes = ENTITIES.flatMap(([, entity]) =>
      fieldsOf(entity)
        .filter(([, field]) => field.code)
        .map(([name]) => name),
    );
    expect(new Set(codes)).toEqual(
      new Set(['id', 'business_phone', 'reg_nb', 'tax_number', 'phone_number', 'referred_by', 'sku']),
    );
  });

  it.each(ENTITIES)(
    'are drawn left to right, with ASCII digits as typed, on an Arabic page: %s',
    async (_, entity) => {
      const codes = fieldsOf(entity).filter(([, field]) => field.code);
      const user = userEvent.setup();
      renderPage(
        <Formik
          initialValues={Object.fromEntries(fieldsOf(entity).map(([name]) => [name, '']))}
          onSubmit={() => undefined}
        >
          <Form>
            <EntityFields entity={entity} label={(name) => name} options={() => []} />
          </Form>
        </Formik>,
        { language: 'ar' },
      );
      for (const [name] of codes) {
        const input = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
        expect(input).toHaveAttribute('dir', 'ltr');
        await user.type(input, '١٢٣');
        expect(input).toHaveValue('123');
      }
    },
  );
});

describe('a code shown on a page', () => {
  it('is isolated left to right, with ASCII digits', () => {
    render(
      <p dir="rtl">
        الطلب <CodeText>{'ORD-٢٠٢٦ ٠٠١'}</CodeText>
      </p>,
    );
    const code = screen.getByText('ORD-2026 001');
    expect(code.tagName).toBe('BDI');
    expect(code).toHaveAttribute('dir', 'ltr');
  });

  it('is wrapped in left-to-right isolate marks inside a sentence', () => {
    expect(isolatedCode('٠١٠ ١٢٣٤')).toBe('\u2066010 1234\u2069');
  });
});
