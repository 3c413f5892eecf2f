import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { DateField } from '../../../src/components/form/DateField';
import { renderPage } from '../../setup/render';

const renderDate = (language: 'ar' | 'en', value = '', onSubmit = vi.fn()) => {
  renderPage(
    <Formik
      initialValues={{ birthday: value }}
      validationSchema={yup.object({
        birthday: yup
          .string()
          .required('validation.required.birthday')
          .matches(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid'),
      })}
      onSubmit={(values) => onSubmit(values)}
    >
      <Form noValidate>
        <DateField name="birthday" label="Birthday" hint="As on the ID" required />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
    { language },
  );
  return onSubmit;
};

const field = () => screen.getByRole('textbox', { name: /Birthday/ });

describe('DateField', () => {
  it('shows the day first, in the page language, with the month by name in Arabic', () => {
    renderDate('ar', '2024-03-12');
    expect(field()).toHaveValue('12/03/2024');
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveAttribute('dir', 'ltr');
    expect(field()).toHaveAttribute('placeholder', 'يوم/شهر/سنة');
    expect(screen.getByRole('button', { name: 'اختيار من التقويم' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('12 مارس 2024');
    expect(screen.getByText('As on the ID')).toBeInTheDocument();
  });

  it('uses an English placeholder and wording on English pages', () => {
    renderDate('en', '2024-03-12');
    expect(field()).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.getByRole('button', { name: 'Choose from the calendar' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('12 March 2024');
    fireEvent.change(field(), { target: { value: '' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads a day typed with Arabic-Indic digits, writes it with ASCII ones and sends YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onSubmit = renderDate('ar');
    await user.type(field(), '٠١/١١/١٩٩٠');
    expect(field()).toHaveValue('01/11/1990');
    expect(screen.getByRole('status')).toHaveTextContent('1 نوفمبر 1990');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ birthday: '1990-11-01' }));
  });

  it('writes a day typed loosely in its own form once the field is left', async () => {
    const user = userEvent.setup();
    const onSubmit = renderDate('en');
    await user.type(field(), '5-1-2026');
    await user.tab();
    expect(field()).toHaveValue('05/01/2026');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ birthday: '2026-01-05' }));
  });

  it('says under the field how to write a day when the text is none, and does not send it', async () => {
    const user = userEvent.setup();
    const onSubmit = renderDate('ar');
    await user.type(field(), '31/02/2026');
    await user.tab();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    const message = 'اكتب التاريخ بالترتيب يوم/شهر/سنة، مثل 25/12/2026';
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(field());
    await user.type(field(), '28/02/2026');
    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'false'));
  });

  it('says a required day is missing', async () => {
    const user = userEvent.setup();
    renderDate('en');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
    expect(field()).toBeRequired();
  });

  it('writes a day picked in the calendar day first in the text field', () => {
    const { container } = renderPage(
      <Formik initialValues={{ birthday: '' }} onSubmit={() => undefined}>
        <Form>
          <DateField name="birthday" label="Birthday" />
        </Form>
      </Formik>,
      { language: 'en' },
    );
    const calendar = container.querySelector<HTMLInputElement>('input[type="date"]');
    expect(calendar).toHaveAttribute('aria-hidden', 'true');
    expect(calendar).toHaveAttribute('tabindex', '-1');
    fireEvent.change(calendar as HTMLInputElement, { target: { value: '2026-01-05' } });
    expect(field()).toHaveValue('05/01/2026');
    expect(screen.getByRole('status')).toHaveTextContent('5 January 2026');
  });
});
