import * as yup from 'yup';
import type { CategoryHeader } from '../../api/types';
import type { FieldErrorValue } from '../../components/form/FieldError';
import { isolated } from '../../i18n/format';
import {
  hasCategoryKey,
  keyProblems,
  NEW_HEADER_FIELDS,
  withHeaderKey,
  type CategoryHeaderFields,
  type KeyProblem,
} from '../../lib/categoryKey';

/**
 * One field of the headers editor; `draftId` only keys the row on screen and is never sent. `key` is what the
 * key input holds: blank for the automatic key, and a stored field's own key, so that saving never moves the
 * values its products hold to another key. The choices of an enumerated field are not edited here but travel
 * with it, so saving the category keeps them.
 */
export interface HeaderDraft extends CategoryHeaderFields {
  draftId: string;
  /** The key the field is stored under, for a field the category already has; never sent. */
  storedKey?: string;
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
  storedKey: header.key,
  en: header.en,
  ar: header.ar,
  key: header.key,
  is_required: header.is_required,
  is_visible: header.is_visible,
  lang_specific: header.lang_specific,
  value_type: header.value_type === 'number' ? 'number' : 'text',
  ...(header.options ? { options: header.options } : {}),
});

/**
 * What is sent: every field, each with the key it is stored under. The form refuses empty and shared keys
 * before this (see `keyMessage`), so no field is ever left out.
 */
export const headersToSubmit = (drafts: readonly HeaderDraft[]): CategoryHeader[] =>
  drafts.map(({ draftId: _draftId, storedKey: _storedKey, ...draft }) => withHeaderKey(draft));

/** The message under a field's key input for its problem, naming the field that already has the key. */
export const keyMessage = (problem: KeyProblem | null): FieldErrorValue =>
  !problem
    ? undefined
    : problem.problem === 'empty'
      ? 'categories.form.keyEmpty'
      : { key: 'categories.form.keyTaken', values: { key: isolated(problem.key), n: problem.by + 1 } };

/** A field as Formik hands it to validation, which turns empty texts into undefined. */
type ValidatedHeader = Partial<HeaderDraft>;
const labelsOf = (header: ValidatedHeader) => ({
  en: header.en ?? '',
  ar: header.ar ?? '',
  key: header.key ?? '',
});

const headerSchema = yup.object({
  en: yup.string().test('label', 'categories.form.labelRequired', function () {
    const { en, ar } = labelsOf(this.parent as ValidatedHeader);
    return Boolean(en.trim() || ar.trim());
  }),
  key: yup.string().test('key', function () {
    const header = this.parent as ValidatedHeader;
    const headers = (this.from?.[1]?.value as { headers?: ValidatedHeader[] } | undefined)?.headers ?? [
      header,
    ];
    const index = headers.findIndex((candidate) => candidate.draftId === header.draftId);
    const problem = keyProblems(headers.map(labelsOf))[index] ?? null;
    return problem ? this.createError({ message: keyMessage(problem) }) : true;
  }),
});

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
  headers: yup.array().of(headerSchema),
});
