import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Category, CategoryHeader } from '../../../src/api/types';
import { CategoriesPage } from '../../../src/features/categories/CategoriesPage';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { aCategory } from '../../fixtures/apiShapes';

const stored = (en: string, ar: string, key: string): CategoryHeader => ({
  en,
  ar,
  key,
  is_required: false,
  is_visible: true,
  lang_specific: true,
  value_type: 'text',
});

/** A category stored before keys could be typed: one key no rule of today would make from its label. */
const TEXTILES: Category = aCategory({
  _id: 'c1',
  code: 'textiles',
  name: { en: 'Textiles', ar: 'منسوجات' },
  img: '/logo.png',
  published: true,
  headers: [stored('Size (cm)', 'المقاس', 'size_cm_'), stored('Material', 'الخامة', 'material')],
});

type Sent = { headers: CategoryHeader[] };

/** The list, and the edit call answering what it was sent (or the refusal given). */
function categoryApi(refusal?: object) {
  const sent: Sent[] = [];
  server.use(
    http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [TEXTILES] })),
    http.put(api('/category/c1'), async ({ request }) => {
      const body = (await request.json()) as Sent;
      sent.push(body);
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      return HttpResponse.json({ success: true, data: { ...TEXTILES, headers: body.headers } });
    }),
  );
  return sent;
}

const WORDS = {
  en: {
    edit: 'Edit Textiles',
    dialog: 'Edit category: Textiles',
    field: (n: number) => `Field ${n}`,
    addField: 'Add field',
    enLabel: 'English label',
    arLabel: 'Arabic label',
    key: 'Key',
    save: 'Save',
    saved: 'Saved as:',
    taken: 'Field 3 already has the key \u2068allwn\u2069',
    done: 'Category updated succesfully!',
  },
  ar: {
    edit: 'تعديل منسوجات',
    dialog: 'تعديل الفئة: منسوجات',
    field: (n: number) => `الحقل ${n}`,
    addField: 'إضافة حقل',
    enLabel: 'التسمية الإنجليزية',
    arLabel: 'التسمية العربية',
    key: 'المفتاح',
    save: 'حفظ',
    saved: 'يُحفظ باسم:',
    taken: 'المفتاح \u2068allwn\u2069 مستخدم بالفعل في الحقل 3',
    done: 'تم تحديث الفئة بنجاح!',
  },
} as const;

const open = async (language: 'en' | 'ar') => {
  renderRoutes([{ path: '/admin/categories', element: <CategoriesPage /> }], {
    route: '/admin/categories',
    language,
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: WORDS[language].edit }));
  return { user, dialog: screen.getByRole('dialog', { name: WORDS[language].dialog }) };
};

describe.each(['en', 'ar'] as const)('HeadersEditor in %s', (language) => {
  const words = WORDS[language];

  it('makes a key from an Arabic label, says a shared key under the field, and saves every field', async () => {
    const sent = categoryApi();
    const { user, dialog } = await open(language);
    const group = (n: number) => within(dialog).getByRole('group', { name: words.field(n) });

    // A stored field shows its own key, kept as it is.
    expect(within(group(1)).getByLabelText(words.key)).toHaveValue('size_cm_');

    // Two new fields labelled in Arabic only (one with Arabic typed as its English label).
    await user.click(within(dialog).getByRole('button', { name: words.addField }));
    await user.type(within(group(3)).getByLabelText(words.arLabel), 'اللون');
    expect(within(group(3)).getByText(words.saved).parentElement).toHaveTextContent(`${words.saved} allwn`);
    await user.click(within(dialog).getByRole('button', { name: words.addField }));
    await user.type(within(group(4)).getByLabelText(words.enLabel), 'اللون');
    const fourthKey = within(group(4)).getByLabelText(words.key);
    expect(fourthKey).toHaveAttribute('aria-invalid', 'true');
    expect(fourthKey).toHaveAccessibleDescription(expect.stringContaining(words.taken));

    // Saving is refused while the keys clash; a typed key settles it.
    await user.click(within(dialog).getByRole('button', { name: words.save }));
    expect(sent).toHaveLength(0);
    await user.type(fourthKey, 'shade');
    expect(fourthKey).toHaveAttribute('aria-invalid', 'false');
    await user.click(within(dialog).getByRole('button', { name: words.save }));
    expect(await screen.findByText(words.done)).toBeInTheDocument();
    expect(sent[0]?.headers.map((header) => [header.key, header.en, header.ar])).toEqual([
      ['size_cm_', 'Size (cm)', 'المقاس'],
      ['material', 'Material', 'الخامة'],
      ['allwn', '', 'اللون'],
      ['shade', 'اللون', ''],
    ]);
  }, 15_000);
});

describe('HeadersEditor messages', () => {
  it('keeps a stored key when its label is corrected, and asks for a label on a blank field', async () => {
    const sent = categoryApi();
    const { user, dialog } = await open('en');
    const group = (n: number) => within(dialog).getByRole('group', { name: `Field ${n}` });
    const label = within(group(2)).getByLabelText('English label');
    await user.clear(label);
    await user.type(label, 'Fabric');
    expect(within(group(2)).getByLabelText('Key')).toHaveAccessibleDescription(
      /Products keep their values under this key/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(group(3)).findByText('Type a label in English or Arabic, or delete this field.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.click(within(group(3)).getByRole('button', { name: 'Delete field 3' }));
    await user.click(within(group(3)).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category updated succesfully!')).toBeInTheDocument();
    expect(sent[0]?.headers.map((header) => [header.key, header.en])).toEqual([
      ['size_cm_', 'Size (cm)'],
      ['material', 'Fabric'],
    ]);
  });

  it('shows the API’s refusal of a key under that field, in Arabic', async () => {
    categoryApi({
      success: false,
      error: { en: 'Every field of the category needs a key of its own', ar: 'يجب أن يكون لكل حقل مفتاح' },
      fields: { 'headers.1.key': { en: 'Taken', ar: 'المفتاح مستخدم في الحقل 1' } },
    });
    const { user, dialog } = await open('ar');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    const second = within(dialog).getByRole('group', { name: 'الحقل 2' });
    expect(await within(second).findByText('المفتاح مستخدم في الحقل 1')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'تعديل الفئة: منسوجات' })).toBeInTheDocument();
  });
});
