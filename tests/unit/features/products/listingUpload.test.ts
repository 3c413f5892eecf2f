import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../../src/api/products';
import {
  currentCheck,
  FALLBACK_LIMITS,
  initialListingState,
  languageNoticeOf,
  listingReducer,
  refusalOf,
  type ListingAction,
  type ListingState,
} from '../../../../src/features/products/listingUpload';
import type { CheckResponse } from '../../../../src/features/products/spreadsheetCheck';

const run = (actions: ListingAction[], state: ListingState = initialListingState('ar')) =>
  actions.reduce(listingReducer, state);

const file = new File(['x'], 'products.xlsx');
const checked = (languages: ('ar' | 'en')[] = ['ar']) =>
  ({ status: 'checked', languages }) as unknown as Extract<CheckResponse, { status: 'checked' }>;

describe('listing page state', () => {
  it('starts in the reading language with the default limits and nothing chosen', () => {
    expect(initialListingState('en')).toMatchObject({
      categoryCode: '',
      templateLanguage: 'en',
      sheetLanguage: 'en',
      limits: FALLBACK_LIMITS,
      file: null,
      phase: { step: 'idle' },
      historyKey: 0,
    });
  });

  it('clears the missing-category error once a category is chosen, not when the choice is emptied', () => {
    const missing = run([{ type: 'categoryMissing' }]);
    expect(missing.categoryError).toBe(true);
    expect(run([{ type: 'categoryChosen', code: '' }], missing).categoryError).toBe(true);
    expect(run([{ type: 'categoryChosen', code: 'electronics' }], missing)).toMatchObject({
      categoryCode: 'electronics',
      categoryError: false,
    });
  });

  it('expects a file in the template’s language, unless the template has both', () => {
    expect(run([{ type: 'templateLanguageChosen', language: 'en' }])).toMatchObject({
      templateLanguage: 'en',
      sheetLanguage: 'en',
    });
    expect(run([{ type: 'templateLanguageChosen', language: 'both' }])).toMatchObject({
      templateLanguage: 'both',
      sheetLanguage: 'ar',
    });
  });

  it('starts over with a new file, and after an import forgets the file and reloads the history', () => {
    const failed = run([
      { type: 'fileChosen', file },
      { type: 'phaseChanged', phase: { step: 'failed', reason: 'Network' } },
    ]);
    expect(run([{ type: 'fileChosen', file }], failed).phase).toEqual({ step: 'idle' });
    const done = {
      step: 'done',
      result: {} as ImportResult,
      code: 'electronics',
      fileName: 'p.xlsx',
    } as const;
    expect(run([{ type: 'imported', done }], failed)).toMatchObject({
      phase: done,
      file: null,
      historyKey: 1,
    });
  });

  it('uses a check only for the file, category and sheet language it was made for', () => {
    const response = checked();
    const state = run([
      { type: 'fileChosen', file },
      {
        type: 'fileChecked',
        checked: { file, code: 'electronics', language: 'ar', includeHidden: false, response },
      },
    ]);
    expect(currentCheck(state, 'electronics')).toBe(response);
    expect(currentCheck(state, 'cosmetics')).toBeNull();
    expect(
      currentCheck(run([{ type: 'sheetLanguageChosen', language: 'en' }], state), 'electronics'),
    ).toBeNull();
    expect(
      currentCheck(run([{ type: 'fileChosen', file: new File(['y'], 'b.xlsx') }], state), 'electronics'),
    ).toBeNull();
  });

  it('checks again when hidden rows are included', () => {
    const response = checked();
    const state = run([
      { type: 'fileChosen', file },
      {
        type: 'fileChecked',
        checked: { file, code: 'electronics', language: 'ar', includeHidden: false, response },
      },
    ]);
    const including = run([{ type: 'includeHiddenChosen', include: true }], state);
    expect(including.includeHidden).toBe(true);
    expect(currentCheck(including, 'electronics')).toBeNull();
    // A new file starts without its hidden rows again.
    expect(run([{ type: 'fileChosen', file: new File(['y'], 'b.xlsx') }], including).includeHidden).toBe(
      false,
    );
  });

  it('takes the category from the template only while the seller has chosen none', () => {
    const fresh = run([
      { type: 'fileChosen', file },
      { type: 'templateCategoryRead', file, code: 'electronics' },
    ]);
    expect(fresh.categoryCode).toBe('electronics');
    expect(fresh.categoryFromFile).toBe(true);
    // The answer for a file no longer chosen changes nothing.
    const other = new File(['y'], 'b.xlsx');
    const replaced = run([{ type: 'fileChosen', file: other }], fresh);
    expect(replaced.categoryCode).toBe('');
    expect(run([{ type: 'templateCategoryRead', file, code: 'electronics' }], replaced).categoryCode).toBe(
      '',
    );
    // A category the seller chose stays: the check then flags a template of another category.
    const chosen = run([
      { type: 'categoryChosen', code: 'cosmetics' },
      { type: 'fileChosen', file },
      { type: 'templateCategoryRead', file, code: 'electronics' },
    ]);
    expect(chosen.categoryCode).toBe('cosmetics');
    expect(chosen.categoryFromFile).toBe(false);
    expect(run([{ type: 'fileChosen', file: other }], chosen).categoryCode).toBe('cosmetics');
  });

  it('notices names in the other language or in both', () => {
    expect(languageNoticeOf(null, 'ar')).toBeNull();
    expect(languageNoticeOf(checked(['ar']), 'ar')).toBeNull();
    expect(languageNoticeOf(checked(['en']), 'ar')).toBe('en');
    expect(languageNoticeOf(checked(['ar', 'en']), 'ar')).toBe('both');
    expect(languageNoticeOf(checked([]), 'ar')).toBeNull();
  });

  it('reads the problems of a refused file and how many rows were still valid', () => {
    expect(refusalOf({ message: 'nope' })).toBeNull();
    expect(
      refusalOf({
        errors: [],
        errorCount: 2,
        warnings: [],
        rowCount: 10,
        rejectedRows: [1, 2],
        fileRejected: false,
      }),
    ).toMatchObject({ errorCount: 2, fileRejected: false, validRows: 8 });
    expect(refusalOf({ errors: [] })).toMatchObject({ fileRejected: true, validRows: 0 });
  });
});
