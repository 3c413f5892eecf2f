import { fireEvent, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { DateField } from '../../../src/components/form/DateField';
import { renderPage } from '../../setup/render';

const renderDate = (language: 'ar' | 'en', value = '') =>
  renderPage(
    <Formik initialValues={{ birthday: value }} onSubmit={() => undefined}>
      <Form>
        <DateField name="birthday" label="Birthday" hint="As on the ID" />
      </Form>
    </Formik>,
    { language },
  );

describe('DateField', () => {
  it('writes the chosen day beside the input in Arabic, with the month by name', () => {
    renderDate('ar', '2024-03-12');
    const input = screen.getByLabelText(/Birthday/);
    expect(input).toHaveAttribute('type', 'date');
    expect(screen.getByRole('status')).toHaveTextContent('12 مارس 2024');
    fireEvent.change(input, { target: { value: '1990-11-01' } });
    expect(screen.getByRole('status')).toHaveTextContent('1 نوفمبر 1990');
    expect(screen.getByText('As on the ID')).toBeInTheDocument();
  });

  it('writes it in English on English pages, and nothing for an empty or partial day', () => {
    renderDate('en', '2024-03-12');
    expect(screen.getByRole('status')).toHaveTextContent('12 March 2024');
    fireEvent.change(screen.getByLabelText(/Birthday/), { target: { value: '' } });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
