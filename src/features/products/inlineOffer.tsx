import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ApiError } from '../../api/errors';
import type { ProductChanges } from '../../api/products';
import type { Product } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifyUndoable } from '../../common/notify';
import { FieldError, fieldErrorId, type FieldErrorValue } from '../../components/form/FieldError';
import { formatMoney, formatNumber } from '../../i18n/format';
import { isWholeNumber } from '../../lib/entities/field';
import { typedNumberOf } from '../../lib/entities/typedNumber';
import { PRODUCT_OFFER } from '../../lib/entities/product';
import { productName } from './productDisplay';
import { updateProduct } from './productsSlice';

/** The offer's numbers a row edits in place: price and stock (alone they keep an active product active). */
export const INLINE_FIELDS = ['listing_price', 'stock_quantity'] as const;
export type InlineField = (typeof INLINE_FIELDS)[number];

/** How long a change in place can be undone from its toast. */
const UNDO_MS = 15_000;

/**
 * The offer's rule for a cell (offerRule.ts), loaded when the first cell is opened: it is built with yup, which
 * the inventory does not otherwise need before a value is typed. Once loaded it is checked synchronously, so a
 * second key pressed while a value is checked finds the cell already saving.
 */
let offerRuleProblem: ((field: InlineField, typed: string) => FieldErrorValue) | undefined;
const loadOfferRule = async () => (offerRuleProblem ??= (await import('./offerRule')).offerRuleProblem);

/** The API's refusal under the field (its bilingual message), or why nothing reached it. */
export const refusalOf = (error: ApiError | undefined, field: string): FieldErrorValue => {
  if (error?.fields?.[field]) return { byLanguage: error.fields[field] };
  if (error?.status === null || error === undefined) return 'products.inline.notSaved';
  return error.byLanguage ? { byLanguage: error.byLanguage } : 'products.inline.notSaved';
};

export const typedText = (value: number | null): string => (value === null ? '' : String(value));

interface Editing {
  id: string;
  field: InlineField;
  draft: string;
  error: FieldErrorValue;
  saving: boolean;
}

/**
 * Price and stock edited in the inventory's rows, one cell at a time: Enter saves, Escape cancels, Tab saves
 * and moves to the next cell (Shift+Tab to the one before), each value checked by the offer's rule before it
 * is sent and the API's answer shown under it; a saved change can be undone from its toast. A value that was
 * not saved stays in its cell, as typed.
 */
export function useInlineOffer(rows: readonly Product[]) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<Editing | null>(null);

  const start = (product: Product, field: InlineField) => {
    // A failed load (no connection) is said under the cell when its value is checked.
    loadOfferRule().catch(() => undefined);
    setEditing({ id: product._id, field, draft: typedText(product[field]), error: undefined, saving: false });
  };

  const save = async (product: Product, changes: ProductChanges): Promise<ApiError | null> => {
    const before = Object.fromEntries(
      Object.keys(changes).map((key) => [key, product[key as InlineField]]),
    ) as ProductChanges;
    const result = await dispatch(updateProduct({ id: product._id, changes }));
    if (!updateProduct.fulfilled.match(result)) {
      return (result.payload as ApiError | undefined) ?? { status: null, message: 'not saved' };
    }
    notifyUndoable(undefined, 'products.inline.saved', {
      until: new Date(Date.now() + UNDO_MS).toISOString(),
      onUndo: () => void dispatch(updateProduct({ id: product._id, changes: before })),
    });
    return null;
  };

  /** Saves the cell being edited; true when it may be left (saved, or nothing changed). */
  const commit = async (): Promise<boolean> => {
    if (!editing || editing.saving) return false;
    const product = rows.find((row) => row._id === editing.id);
    if (!product) return true;
    const { field, draft } = editing;
    let problem: FieldErrorValue;
    try {
      problem = (offerRuleProblem ?? (await loadOfferRule()))(field, draft);
    } catch {
      // The rule could not be loaded: nothing was sent, and what was typed stays for another try.
      problem = 'products.inline.notSaved';
    }
    if (problem) {
      setEditing({ ...editing, error: problem });
      return false;
    }
    const value = typedNumberOf(PRODUCT_OFFER[field], draft);
    if (value === null || value === product[field]) {
      setEditing(null);
      return true;
    }
    setEditing({ ...editing, saving: true, error: undefined });
    const refused = await save(product, { [field]: value });
    if (refused === null) {
      setEditing((current) => (current?.id === product._id && current.field === field ? null : current));
      return true;
    }
    setEditing((current) => current && { ...current, saving: false, error: refusalOf(refused, field) });
    return false;
  };

  // Tabs pressed while a cell is still saving: the moves they ask for, made once the save is done.
  const queuedSteps = useRef(0);

  /** The editable cells in order, row by row: price then stock. */
  const cellsInOrder = () => rows.flatMap((product) => INLINE_FIELDS.map((field) => ({ product, field })));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Tab' && editing) {
      event.preventDefault();
      const step = event.shiftKey ? -1 : 1;
      if (editing.saving) {
        queuedSteps.current += step;
        return;
      }
      const cells = cellsInOrder();
      const at = cells.findIndex((cell) => cell.product._id === editing.id && cell.field === editing.field);
      void commit().then((left) => {
        const target = cells[at + step + queuedSteps.current];
        queuedSteps.current = 0;
        if (left && target) start(target.product, target.field);
      });
    }
  };

  return {
    editing,
    start,
    save,
    onKeyDown,
    setDraft: (draft: string) => setEditing((current) => current && { ...current, draft, error: undefined }),
    commit,
  };
}

export type InlineOffer = ReturnType<typeof useInlineOffer>;

const InlineOfferContext = createContext<InlineOffer | null>(null);

/** The inventory's in-place editing, for the pieces drawn inside its provider. */
export const useInlineOfferContext = (): InlineOffer | null => useContext(InlineOfferContext);

export function InlineOfferProvider({ value, children }: { value: InlineOffer | null; children: ReactNode }) {
  return <InlineOfferContext.Provider value={value}>{children}</InlineOfferContext.Provider>;
}

/** One editable cell of a row: the value as a button, or while edited, its input and message. */
export function InlineOfferCell({ product, field }: { product: Product; field: InlineField }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const inline = useContext(InlineOfferContext);
  const id = useId();
  const shown =
    field === 'listing_price'
      ? formatMoney(product.listing_price, language)
      : formatNumber(product.stock_quantity, language);
  const label = t(`products.inline.label.${field}`, { name: productName(product, language) });
  const editing =
    inline?.editing?.id === product._id && inline.editing.field === field ? inline.editing : null;

  if (!inline) return <bdi dir="ltr">{shown}</bdi>;
  if (!editing) {
    return (
      <button
        type="button"
        className="btn btn-link p-0 text-reset text-decoration-none inline-offer"
        aria-label={`${label}: ${shown}`}
        onClick={(event) => {
          event.stopPropagation();
          inline.start(product, field);
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <bdi dir="ltr">{shown}</bdi>
        <span aria-hidden="true" className="ms-1 small text-muted">
          ✎
        </span>
      </button>
    );
  }
  const errorName = `${id}-${field}`;
  return (
    <div onClick={(event) => event.stopPropagation()} style={{ minWidth: '7rem' }}>
      <input
        // Focus follows the edit: the cell the seller opened (or moved to with Tab) takes the keyboard.
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        className={`form-control form-control-sm${editing.error ? ' is-invalid' : ''}`}
        dir="ltr"
        inputMode={isWholeNumber(PRODUCT_OFFER[field]) ? 'numeric' : 'decimal'}
        aria-label={label}
        aria-invalid={editing.error ? true : undefined}
        aria-describedby={editing.error ? fieldErrorId(errorName) : undefined}
        aria-busy={editing.saving || undefined}
        readOnly={editing.saving}
        value={editing.draft}
        onChange={(event) => inline.setDraft(event.target.value)}
        onKeyDown={inline.onKeyDown}
      />
      {editing.error && <FieldError name={errorName} error={editing.error} />}
    </div>
  );
}
