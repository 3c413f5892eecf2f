import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../../src/api/types';
import { CategoriesPage } from '../../../src/features/categories/CategoriesPage';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { aCategory } from '../../fixtures/apiShapes';

const header = (en: string, ar: string) => ({
  en,
  ar,
  key: en.toLowerCase(),
  is_required: false,
  is_visible: true,
  lang_specific: false,
  value_type: 'text' as const,
});
const CATEGORIES: Category[] = [
  aCategory({
    _id: 'c1',
    code: 'textiles',
    name: { en: 'Textiles', ar: 'منسوجات' },
    img: '/logo.png',
    published: true,
    headers: [header('Material', 'الخامة')],
  }),
  aCategory({
    _id: 'c2',
    code: 'cosmetics',
    name: { en: 'Cosmetics', ar: 'مستحضرات التجميل' },
    published: false,
    headers: [],
  }),
];

const listed = () =>
  server.use(http.get(api('/category/'), () => HttpResponse.json({ success: true, data: CATEGORIES })));
const render = (language: 'en' | 'ar' = 'en') =>
  renderRoutes([{ path: '/admin/categories', element: <CategoriesPage /> }], {
    route: '/admin/categories',
    language,
  });
const codes = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('CategoriesPage', () => {
  it('sorts by any clicked column header', async () => {
    listed();
    render();
    const user = userEvent.setup();
    await screen.findByText('Textiles');
    expect(codes()).toEqual(['cosmetics', 'textiles']);
    await user.click(screen.getByRole('button', { name: /Code/ }));
    expect(codes()).toEqual(['textiles', 'cosmetics']);
    await user.click(screen.getByRole('button', { name: /Published/ }));
    expect(codes()).toEqual(['cosmetics', 'textiles']);
    await user.click(screen.getByRole('button', { name: /Arabic name/ }));
    expect(codes()).toEqual(['cosmetics', 'textiles']);
    await user.click(screen.getByRole('button', { name: /Arabic name/ }));
    expect(codes()).toEqual(['textiles', 'cosmetics']);
  });

  it('creates a category: keys from the labels, a shared key refused under the field, field removal confirmed', async () => {
    listed();
    let body: { name?: object; headers?: { key: string; en: string }[] } = {};
    let posts = 0;
    server.use(
      http.post(api('/category/add'), async ({ request }) => {
        posts += 1;
        body = (await request.json()) as typeof body;
        return HttpResponse.json({
          success: true,
          data: { _id: 'c3', code: 'home_linen', name: body.name, published: false, headers: body.headers },
        });
      }),
    );
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findByText('The English name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^English name/), 'Home Linen!');
    await user.type(within(dialog).getByLabelText(/^Arabic name/), 'مفروشات');
    expect(within(dialog).getByLabelText('Code')).toHaveValue('home_linen');
    const labels = ['Fabric Type', '', 'fabric  type', 'Thread count'];
    for (const [index, label] of labels.entries()) {
      await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
      const field = within(dialog).getByRole('group', { name: `Field ${index + 1}` });
      if (label) await user.type(within(field).getByLabelText('English label'), label);
      await user.type(within(field).getByLabelText('Arabic label'), `حقل ${index + 1}`);
    }
    const group = (n: number) => within(dialog).getByRole('group', { name: `Field ${n}` });
    expect(within(group(1)).getByLabelText('Key')).toHaveAttribute('placeholder', 'fabric_type');
    expect(within(group(1)).getByText('fabric_type')).toBeInTheDocument();
    // No English label: the key comes from the Arabic one.
    expect(within(group(2)).getByText('hql_2')).toBeInTheDocument();
    // The third field would share the first one's key: said at once, under its key.
    expect(within(group(3)).getByLabelText('Key')).toHaveAccessibleDescription(
      /Field 1 already has the key \u2068fabric_type\u2069/,
    );

    // Removing a field asks first; cancelling keeps it.
    const fourth = group(4);
    await user.click(within(fourth).getByRole('button', { name: 'Delete field 4' }));
    expect(within(fourth).getByRole('alert')).toHaveTextContent('Delete this field?');
    await user.click(within(fourth).getByRole('button', { name: 'Cancel' }));
    expect(group(4)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    const fifth = group(5);
    await user.type(within(fifth).getByLabelText('English label'), 'Gone');
    await user.click(within(fifth).getByRole('button', { name: 'Delete field 5' }));
    await user.click(within(fifth).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).queryByRole('group', { name: 'Field 5' })).not.toBeInTheDocument();

    // The shared key blocks the save; nothing is sent and nothing is dropped.
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(posts).toBe(0);
    await user.type(within(group(3)).getByLabelText('Key'), 'fabric_type_2');
    expect(within(group(3)).getByLabelText('Key')).not.toHaveAccessibleDescription(/already has/);
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('Category updated succesfully!')).toBeInTheDocument();
    expect(body.name).toEqual({ en: 'Home Linen!', ar: 'مفروشات' });
    expect(body.headers?.map((h) => [h.key, h.en])).toEqual([
      ['fabric_type', 'Fabric Type'],
      ['hql_2', ''],
      ['fabric_type_2', 'fabric  type'],
      ['thread_count', 'Thread count'],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('home_linen')).toBeInTheDocument();
    // Typing into a dozen fields is slow in jsdom.
  }, 20_000);

  it('keeps the names read-only when editing and sends the edited fields', async () => {
    listed();
    let body: object = {};
    server.use(
      http.put(api('/category/c1'), async ({ request }) => {
        body = (await request.json()) as object;
        return HttpResponse.json({ success: true, data: CATEGORIES[0] });
      }),
    );
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Textiles' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category: Textiles' });
    expect(within(dialog).getByLabelText(/^English name/)).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/^Arabic name/)).toHaveAttribute('readonly');
    expect(
      within(dialog).getByText('The names cannot be changed after the category is created.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Required' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category updated succesfully!')).toBeInTheDocument();
    expect(body).toEqual({
      headers: [{ ...header('Material', 'الخامة'), key: 'material', is_required: true }],
      is_sub: false,
      parent_code: '',
    });
  });

  it('alerts instead of publishing without an image, and confirms before publishing with one', async () => {
    listed();
    const published: unknown[] = [];
    server.use(
      http.put(api('/category/c1'), async ({ request }) => {
        published.push(await request.json());
        return HttpResponse.json({ success: true, data: { ...CATEGORIES[0], published: false } });
      }),
    );
    render('ar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'منشورة: مستحضرات التجميل' }));
    expect(screen.getByRole('alert')).toHaveTextContent('يرجى رفع صورة أولًا قبل النشر!');
    await user.click(screen.getByRole('button', { name: 'حسنًا' }));
    expect(screen.getByRole('checkbox', { name: 'منشورة: مستحضرات التجميل' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'منشورة: منسوجات' }));
    const dialog = screen.getByRole('dialog', { name: 'إلغاء نشر منسوجات؟' });
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء النشر' }));
    expect(await screen.findByText('تم تحديث الفئة بنجاح!')).toBeInTheDocument();
    expect(published).toEqual([{ published: false }]);
  });

  it('deletes only when the English name is typed exactly', async () => {
    listed();
    let deleted: unknown = null;
    server.use(
      http.delete(api('/category/delete'), async ({ request }) => {
        deleted = await request.json();
        return HttpResponse.json({ success: true, data: { code: 'cosmetics' } });
      }),
    );
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Cosmetics' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete the category Cosmetics?' });
    await user.type(within(dialog).getByLabelText('English name of the category'), 'cosmetics');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please type the English name of the category correctly to delete it.',
    );
    expect(deleted).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    dialog = screen.getByRole('dialog', { name: 'Delete the category Cosmetics?' });
    const input = within(dialog).getByLabelText('English name of the category');
    expect(input).toHaveValue('cosmetics');
    await user.clear(input);
    await user.type(input, 'Cosmetics');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully!')).toBeInTheDocument();
    expect(deleted).toEqual({ code: 'cosmetics' });
    expect(screen.queryByText('Cosmetics')).not.toBeInTheDocument();
  });
});
