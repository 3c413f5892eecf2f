import * as yup from 'yup';
import type { CategoryHeader } from '../../api/types';
import {
  dedupeHeaders,
  hasCategoryKey,
  NEW_HEADER_FIELDS,
  withCategoryKey,
  type CategoryHeaderFields,
} from '../../lib/categoryKey';

/**
 * One field of the headers editor; `draftId` only keys the row on screen and is never sent. The choices of an
 * enumerated field are not edited here but travel with it, so saving the category keeps them.
 */
export interface HeaderDraft extends CategoryHeaderFields {
  draftId: string;
  options?: CategoryHeader['options'];
}

export interface CategoryFormValues {
  name_en: string;
  name_ar: string;
  is_sub: boolean;
  parent_code: string;
  headers: HeaderDraft[];
}

let draftCounter = 0;
const nextDraftId = () => `field-${(draftCounter += 1)}`;

export const emptyHeader = (): HeaderDraft => ({ draftId: nextDraftId(), ...NEW_HEADER_FIELDS });

export const headerDraft = (header: CategoryHeader): HeaderDraft => ({
  draftId: nextDraftId(),
  en: header.en,
  ar: header.ar,
  is_required: header.is_required,
  is_visible: header.is_visible,
  lang_specific: header.lang_specific,
  value_type: header.value_type === 'number' ? 'number' : 'text',
  ...(header.options ? { options: header.options } : {}),
});

/** What is sent: keys from the English labels, empty keys dropped, duplicates by key removed (SPEC.md §5). */
export const headersToSubmit = (drafts: readonly HeaderDraft[]): CategoryHeader[] =>
  dedupeHeaders(drafts.map(({ draftId: _draftId, ...draft }) => withCategoryKey(draft)));

export const categorySchema = yup.object({
  name_en: yup
    .string()
    .trim()
    .required('categories.form.nameEnRequired')
    .test('latin', 'categories.form.nameEnLatin', (value) => !value || hasCategoryKey(value)),
  name_ar: yup.string().trim().required('categories.form.nameArRequired'),
  is_sub: yup.boolean(),
  parent_code: yup.string().when('is_sub', {
    is: true,
    then: (rule) => rule.required('categories.form.parentRequired'),
  }),
});
