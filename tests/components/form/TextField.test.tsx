import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../../src/components/form/TextField';
import { renderPage } from '../../setup/render';

const renderField = (language: 'ar' | 'en', maxLength: number) =>
  renderPage(
    <Formik initialValues={{ address: '' }} onSubmit={() => undefined}>
      <Form>
        <TextField name="address" label="Address" maxLength={maxLength} />
      </Form>
    </Formik>,
    { language },
  );

describe('TextField paste past the limit', () => {
  it('keeps the first characters and says so in Arabic, until the value is shortened', async () => {
    renderField('ar', 300);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Address');
    await user.click(input);
    await user.paste('ش'.repeat(5000));
    expect(input).toHaveValue('ش'.repeat(300));
    expect(screen.getByRole('status')).toHaveTextContent('لم يُحتفظ إلا بأول 300 حرف');
    expect(input.getAttribute('aria-describedby')).toContain('hint');
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('uses the Arabic plural forms and the English wording', async () => {
    renderField('ar', 5);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Address'));
    await user.paste('123456789');
    expect(screen.getByRole('status')).toHaveTextContent('لم يُحتفظ إلا بأول 5 أحرف');
  });

  it('says nothing for a paste that fits, and speaks English on English pages', async () => {
    renderField('en', 11);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Address');
    await user.click(input);
    await user.paste('Mansoura');
    expect(screen.queryByRole('status')).toBeNull();
    await user.paste(' 5 El Geish Street');
    expect(input).toHaveValue('Mansoura 5 ');
    expect(screen.getByRole('status')).toHaveTextContent('Only the first 11 characters were kept');
  });

  it('works the same in a multi-line field, which keeps the lines typed', async () => {
    renderPage(
      <Formik initialValues={{ description: '' }} onSubmit={() => undefined}>
        <Form>
          <TextField name="description" label="Description" maxLength={12} multiline rows={3} />
        </Form>
      </Formik>,
      { language: 'en' },
    );
    const user = userEvent.setup();
    const area = screen.getByLabelText('Description');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '3');
    await user.type(area, 'One{Enter}Two');
    expect(area).toHaveValue('One\nTwo');
    await user.paste(' and three more');
    expect(area).toHaveValue('One\nTwo and ');
    expect(screen.getByRole('status')).toHaveTextContent('Only the first 12 characters were kept');
  });
});
