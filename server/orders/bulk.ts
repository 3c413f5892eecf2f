/**
 * One status change over many order lines: the lines picked on the page or every line a list's filter names, a
 * confirm (a seller's pending lines; an admin's too), a ship or a cancel with its reason (an admin). A preview
 * says which lines change and which are left out and why, and fingerprints what it read; the change is refused
 * (409, nothing changes) when any chosen line changed since, or when more lines are chosen than ORDER_BULK_LIMIT.
 * Applied, every line moves exactly as a single change would (wallet, ledger, audit), in one transaction, and
 * each seller hears once per order; the caller may undo it for the same window as a single change.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { canActorSet, isOrderStatus, type OrderActor, type OrderStatus } from '../../src/lib/orderStatus';
import type { Db } from '../db/database';
import type { AuthUser } from '../lib/auth';
import { ApiError, type Bilingual } from '../lib/errors';
import { newId } from '../lib/ids';
import { parseJson } from '../lib/json';
import { publishNotifications } from '../lib/reviews';
import type { NotificationRow } from '../db/schema';
import { writeNotifications } from '../notifications/queries';
import { lineAmount, reverseMove, storedMove, walletMove } from '../wallet/rules';
import { findLines } from './listLines';
import { ORDERS_MESSAGES as M } from './messages';
import { findLine, lastStatusRows, STATUS_ACTIONS, toApiLine, type LineJoinRow } from './queries';
import type { BulkAction, BulkSelection, LineRef } from './schemas';
import {
  applyLineStatus,
  linesNotification,
  productNames,
  reasonFor,
  UNDOABLE_STATUSES,
} from './statusChange';

const TARGET: Record<BulkAction, OrderStatus> = { confirm: 'confirmed', ship: 'shipped', cancel: 'canceled' };

/** Lines a preview lists of the changes and of those left out (the counts say how many in all). */
const LISTED = 50;

/** Who the caller is for a line: the seller who owns it, an admin, or nobody (the line is not theirs to see). */
const actorsFor = (user: AuthUser, row: LineJoinRow): OrderActor[] => [
  ...(user.is_admin ? (['admin'] as const) : []),
  ...(user.is_seller && row.seller_id === user.id ? (['seller'] as const) : []),
];

/** The lines chosen, read as they are now: every one the caller may see, at most the limit (past it: 400). */
const chosenLines = async (
  db: Db,
  user: AuthUser,
  selection: BulkSelection,
  limit: number,
): Promise<LineJoinRow[]> => {
  const sellerId = user.is_admin ? null : user.id;
  if (selection.filter && selection.lines) {
    throw new ApiError(400, M.bulkLinesOrFilter, { lines: M.bulkLinesOrFilter });
  }
  if (selection.filter) {
    const rows = await findLines(db, { ...selection.filter, sellerId }, limit + 1);
    if (rows.length > limit) throw new ApiError(400, M.bulkTooMany(limit), { lines: M.bulkTooMany(limit) });
    return rows;
  }
  const refs = selection.lines ?? [];
  if (refs.length === 0) throw new ApiError(400, M.bulkNothingChosen, { lines: M.bulkNothingChosen });
  if (refs.length > limit) throw new ApiError(400, M.bulkTooMany(limit), { lines: M.bulkTooMany(limit) });
  const rows: LineJoinRow[] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    const row = await findLine(db, ref.order_id, ref.product_id);
    if (!row || actorsFor(user, row).length === 0 || seen.has(row.id)) continue;
    seen.add(row.id);
    rows.push(row);
  }
  return rows;
};

/** Splits the chosen lines into those the action changes and those it leaves out, with why. */
const planOf = (user: AuthUser, rows: readonly LineJoinRow[], action: BulkAction) => {
  const to = TARGET[action];
  const changing: LineJoinRow[] = [];
  const skipped: { row: LineJoinRow; why: Bilingual }[] = [];
  for (const row of rows) {
    const allowed = actorsFor(user, row).some((actor) => canActorSet(actor, row.status, to));
    if (allowed) changing.push(row);
    else skipped.push({ row, why: M.bulkSkipped(row.status, to) });
  }
  return { to, changing, skipped };
};

/** What the preview read: a change is refused when any chosen line is not as it was then. */
const fingerprintOf = (action: BulkAction, rows: readonly LineJoinRow[]): string =>
  createHash('sha256')
    .update(action)
    .update(
      rows
        .map((row) => `${row.id}:${row.status}:${row.updated_at}`)
        .sort()
        .join('|'),
    )
    .digest('base64url');

const listed = (row: LineJoinRow) => ({
  order_id: row.order_id,
  order_ref_id: row.o_ref,
  product_id: row.product_id,
  product_name: productNames(row),
  status: row.status,
});

export const previewBulk = async (app: FastifyInstance, user: AuthUser, selection: BulkSelection) => {
  if (selection.action === 'cancel') reasonFor('canceled', selection.reason);
  const rows = await chosenLines(app.db, user, selection, app.settings.orderBulkLimit);
  const { to, changing, skipped } = planOf(user, rows, selection.action);
  return {
    success: true,
    data: {
      action: selection.action,
      to,
      changing_count: changing.length,
      skipped_count: skipped.length,
      changing: changing.slice(0, LISTED).map(listed),
      skipped: skipped.slice(0, LISTED).map(({ row, why }) => ({ ...listed(row), reason: why })),
      preview: fingerprintOf(selection.action, rows),
    },
  };
};

/** Groups changed lines by seller and order: each seller hears once about each of their orders. */
const notificationsOf = (
  rows: readonly LineJoinRow[],
  at: string,
  message: (ref: string, count: number) => Bilingual,
): NotificationRow[] => {
  const groups = new Map<string, LineJoinRow[]>();
  for (const row of rows) {
    const key = `${row.seller_id}:${row.order_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((lines) =>
    linesNotification(lines, at, message(lines[0]!.o_ref, lines.length)),
  );
};

export const applyBulk = async (
  app: FastifyInstance,
  user: AuthUser,
  selection: BulkSelection & { preview: string },
) => {
  const { db, settings } = app;
  const reason = selection.action === 'cancel' ? reasonFor('canceled', selection.reason) : null;
  const batch = newId();
  const result = await db.transaction().execute(async (trx) => {
    const rows = await chosenLines(trx, user, selection, settings.orderBulkLimit);
    if (fingerprintOf(selection.action, rows) !== selection.preview) {
      throw new ApiError(409, M.bulkChangedSincePreview);
    }
    const { to, changing } = planOf(user, rows, selection.action);
    if (changing.length === 0) throw new ApiError(409, M.bulkNothingToChange);
    const changed: LineJoinRow[] = [];
    let at = '';
    for (const row of changing) {
      const applied = await applyLineStatus(trx, {
        row,
        to,
        move: walletMove(row.status, to, lineAmount(row)),
        message: M.notification(row.o_ref, productNames(row), to, reason),
        actorId: user.id,
        action: STATUS_ACTIONS.changed,
        details: { from: row.status, to, batch, ...(reason ? { reason } : {}) },
        notify: false,
      });
      changed.push(applied.updated);
      at = applied.at;
    }
    // A seller is not told of their own action; the seller whose lines an admin changed is.
    const notifications = notificationsOf(
      changed.filter((row) => row.seller_id !== user.id),
      at,
      (ref, count) => M.bulkNotification(ref, count, to, reason),
    );
    await writeNotifications(trx, notifications);
    return { to, changed, notifications, at };
  });
  await publishNotifications(db, result.notifications);
  const seconds = settings.orderUndoSeconds;
  const undoable = UNDOABLE_STATUSES.includes(result.to) && seconds > 0;
  return {
    success: true,
    message: M.bulkApplied(result.changed.length, result.to),
    data: {
      batch,
      to: result.to,
      changed_count: result.changed.length,
      lines: result.changed.map((row) => ({ order_id: row.order_id, product_id: row.product_id })),
      undo: undoable ? { until: new Date(Date.parse(result.at) + seconds * 1000).toISOString() } : null,
    },
  };
};

/**
 * Takes back a bulk confirm or ship: each named line whose last change is still the caller's change of that
 * batch, made less than ORDER_UNDO_LIMIT_SECONDS ago, returns to its earlier status with its wallet move
 * reversed; the others are left as they are and counted. All in one transaction.
 */
export const undoBulk = async (
  app: FastifyInstance,
  user: AuthUser,
  body: { batch: string; lines: LineRef[] },
) => {
  const { db, settings } = app;
  if (body.lines.length > settings.orderBulkLimit) {
    throw new ApiError(400, M.bulkTooMany(settings.orderBulkLimit), {
      lines: M.bulkTooMany(settings.orderBulkLimit),
    });
  }
  const result = await db.transaction().execute(async (trx) => {
    const undone: LineJoinRow[] = [];
    let undoneStatus: OrderStatus | null = null;
    let at = '';
    for (const ref of body.lines) {
      const row = await findLine(trx, ref.order_id, ref.product_id);
      if (!row || actorsFor(user, row).length === 0) continue;
      const { last, lastByActor: change } = await lastStatusRows(trx, row.id, user.id);
      if (!change || last?.id !== change.id) continue;
      const details = parseJson<Record<string, unknown>>(change.details, {});
      const { from, to } = details;
      if (details.batch !== body.batch || !isOrderStatus(from) || !isOrderStatus(to)) continue;
      if (!UNDOABLE_STATUSES.includes(to) || row.status !== to || row.updated_at !== change.created_at)
        continue;
      if (!(Date.now() - Date.parse(change.created_at) < settings.orderUndoSeconds * 1000)) continue;
      const applied = await applyLineStatus(trx, {
        row,
        to: from,
        move: reverseMove(storedMove(details.wallet) ?? walletMove(from, to, lineAmount(row))),
        message: M.undoNotification(row.o_ref, productNames(row), to, from),
        actorId: user.id,
        action: STATUS_ACTIONS.undone,
        details: { undone: change.id, from: to, to: from, batch: body.batch },
        notify: false,
      });
      undone.push(applied.updated);
      undoneStatus = to;
      at = applied.at;
    }
    if (undone.length === 0 || !undoneStatus) throw new ApiError(409, M.bulkUndoNone);
    const status = undoneStatus;
    const notifications = notificationsOf(
      undone.filter((row) => row.seller_id !== user.id),
      at,
      (ref, count) => M.bulkUndoNotification(ref, count, status),
    );
    await writeNotifications(trx, notifications);
    return { undone, notifications };
  });
  await publishNotifications(db, result.notifications);
  return {
    success: true,
    message: M.bulkUndone(result.undone.length),
    data: {
      undone_count: result.undone.length,
      skipped_count: body.lines.length - result.undone.length,
      lines: result.undone.map(toApiLine),
    },
  };
};
