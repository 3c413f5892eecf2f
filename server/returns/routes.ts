/**
 * Return cases (src/lib/returns.ts): customer service opens one for a delivered line, or a shipped one refused at
 * the door; the seller accepts or refuses it (an admin may, once the seller's days to answer are over); logistics
 * reports the goods back, which refunds the seller's balance; a case delivered back closes after some days.
 * Every change is one transaction with its audit step and notification, and a change that finds the case
 * already moved by someone else is refused (409).
 */
import { addSalesDeltas, returnedDelta } from '../insight/rollups';
import type { FastifyInstance } from 'fastify';
import {
  RETURN_REFERENCE_PREFIX,
  returnableQuantity,
  returnReasonWords,
  type ReturnReason,
  type ReturnStatus,
} from '../../src/lib/returns';
import type { Db } from '../db/database';
import type { NotificationRow } from '../db/schema';
import { currentUser, requireAdmin, requireAuth, requireLogistics, type AuthUser } from '../lib/auth';
import { writeAudit } from '../lib/audit';
import { ApiError, filledIn, MESSAGES, requireVisible, type Bilingual } from '../lib/errors';
import { signedFileUrl, storedNameOf } from '../lib/fileAccess';
import { fileUrl } from '../lib/storedFiles';
import { newId, nowIso, referenceOf, type IdParams } from '../lib/ids';
import { admitUpload, readImagePart, storeUpload } from '../lib/uploads';
import { pageMeta, pageOf } from '../lib/listQuery';
import { moneyText, toLE } from '../lib/money';
import { publishNotifications, requiredReason, writeReviewNotifications } from '../lib/reviews';
import { sellerOf, toWallet } from '../lib/serialize';
import { findLine, setLineStatus, STATUS_ACTIONS } from '../orders/queries';
import { recordWalletMove, walletOf } from '../wallet/queries';
import type { WalletMove } from '../wallet/rules';
import { RETURN_ACTION_WORDS, RETURN_MESSAGES as M, RETURN_NOTICES, RETURN_STATUS_WORDS } from './messages';
import {
  closeSettledReturns,
  findReturn,
  heldByOpenCases,
  lockLine,
  returnAction,
  returnPage,
  returnSteps,
  type ReturnJoinRow,
  type ReturnStepRow,
} from './queries';
import {
  CREATE_RETURN_BODY,
  CREATED_RETURN_RESPONSES,
  RECEIVED_RETURN_RESPONSES,
  REFUSE_RETURN_BODY,
  RETURN_LIST_QUERY,
  RETURN_LIST_RESPONSES,
  RETURN_PARAMS,
  RETURN_PHOTO_RESPONSES,
  RETURN_RESPONSES,
  type CreateReturnBody,
  type RefuseReturnBody,
  type ReturnListQuery,
} from './schemas';

const DAY_MS = 86_400_000;

const productName = (row: Pick<ReturnJoinRow, 'p_name_en' | 'p_name_ar'>): Bilingual => ({
  en: row.p_name_en || row.p_name_ar,
  ar: row.p_name_ar || row.p_name_en,
});

/** Admins, customer service and logistics see every case; a seller their own. */
const mayRead = (user: AuthUser, row: { seller_id: string }) =>
  user.is_admin || user.is_sourcing || row.seller_id === user.id;

/** Until when the seller may answer a case opened at `createdAt`. */
const decideBy = (createdAt: string, days: number) =>
  new Date(Date.parse(createdAt) + days * DAY_MS).toISOString();

/** The money a case takes from the seller's balance: the units' price when the line's sale was credited. */
const refundOf = (row: Pick<ReturnJoinRow, 'unit_price' | 'quantity'>, lineStatus: string) =>
  lineStatus === 'delivered' ? row.unit_price * row.quantity : 0;

const stepStatus = (action: string): ReturnStatus | null => {
  const status = action.startsWith('return.') ? action.slice('return.'.length) : '';
  return ['requested', 'accepted', 'refused', 'delivered', 'closed'].includes(status)
    ? (status as ReturnStatus)
    : null;
};

const toReturn = (row: ReturnJoinRow, steps: readonly ReturnStepRow[], decisionDays: number) => {
  const timeline = steps
    .filter((step) => step.target_id === row.id)
    .flatMap((step) => {
      const status = stepStatus(step.action);
      return status ? [{ status, at: step.created_at, by: step.actor_name }] : [];
    });
  if (row.closed_at) timeline.push({ status: 'closed', at: row.closed_at, by: null });
  return {
    _id: row.id,
    reference: row.reference,
    status: row.status,
    order_id: row.order_id,
    order_ref_id: row.o_ref,
    product: { _id: row.product_id, sku: row.p_sku, name: productName(row) },
    seller: sellerOf({ _id: row.seller_id, name: row.s_name, business_info: row.s_business_info }),
    buyer: row.b_name === null ? null : { name: row.b_name, phone: row.b_phone ?? '' },
    quantity: row.quantity,
    line_quantity: row.l_quantity,
    line_status: row.l_status,
    returned_quantity: row.l_returned,
    unit_price: toLE(row.unit_price),
    refund_amount: toLE(row.refund_amount ?? refundOf(row, row.l_status)),
    reason: JSON.parse(row.reason) as ReturnReason,
    refusal: row.refusal ? (JSON.parse(row.refusal) as ReturnReason) : null,
    // Customers' photos are private: each answer signs them for whoever may read the case.
    photos: (JSON.parse(row.photos) as string[]).flatMap((url) => {
      const name = storedNameOf(url);
      return name ? [signedFileUrl(name)] : [];
    }),
    decide_by: decideBy(row.created_at, decisionDays),
    decided_at: row.decided_at,
    delivered_at: row.delivered_at,
    closed_at: row.closed_at,
    timeline,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

const caseNotice = (
  row: ReturnJoinRow,
  notice: Bilingual,
  at: string,
  values: Record<string, string | Bilingual> = {},
): Parameters<typeof writeReviewNotifications>[1][number] => ({
  userId: row.seller_id,
  objectType: 'return',
  message: filledIn(notice, { reference: row.reference, product: productName(row), ...values }),
  object: { _id: row.id, reference: row.reference },
  at,
});

export const returnsRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;
  const { decisionDays, closeDays } = app.settings.returns;

  const answered = async (id: string) => {
    const row = await findReturn(db, id);
    if (!row) throw new ApiError(404, M.caseNotFound);
    return toReturn(row, await returnSteps(db, [id]), decisionDays);
  };

  /** The case a call names, as the caller may see it: another seller's case answers like a missing one. */
  const visibleCase = async (user: AuthUser, id: string) => {
    await closeSettledReturns(db, closeDays, new Date());
    return requireVisible(await findReturn(db, id), (row) => mayRead(user, row), M.caseNotFound);
  };

  /**
   * Moves a case from `from` to `to` with `changes`, its audit step and the seller's notification, all in one
   * transaction with `alsoDo`; the case must still be in `from` when written, so of two racing decisions one wins.
   */
  const moveCase = async (
    row: ReturnJoinRow,
    change: {
      from: ReturnStatus;
      to: ReturnStatus;
      action: keyof typeof RETURN_ACTION_WORDS;
      actorId: string;
      values: Partial<{ refusal: string; decided_by: string; decided_at: string; delivered_at: string }>;
      notice: (at: string) => Parameters<typeof writeReviewNotifications>[1][number];
      alsoDo?: (trx: Db, at: string) => Promise<Record<string, unknown>>;
    },
  ) => {
    if (row.status !== change.from) {
      throw new ApiError(
        409,
        filledIn(M.cannotMove, {
          status: RETURN_STATUS_WORDS[row.status],
          action: RETURN_ACTION_WORDS[change.action],
        }),
      );
    }
    const at = nowIso();
    const notifications: NotificationRow[] = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('return_cases')
        .set({ ...change.values, status: change.to, updated_at: at })
        .where('id', '=', row.id)
        .where('status', '=', change.from)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new ApiError(409, M.changedMeanwhile);
      const details = (await change.alsoDo?.(trx, at)) ?? {};
      await writeAudit(trx, {
        targetType: 'return',
        targetId: row.id,
        actorId: change.actorId,
        action: returnAction(change.to),
        details: { reference: row.reference, from: change.from, to: change.to, ...details },
        at,
      });
      return writeReviewNotifications(trx, [change.notice(at)]);
    });
    await publishNotifications(db, notifications);
  };

  app.post<{ Body: CreateReturnBody }>(
    '/returns',
    {
      preValidation: requireAdmin,
      schema: {
        operationId: 'createReturn',
        summary:
          'Open a return case for a delivered line, or a shipped one refused at the door (customer service)',
        body: CREATE_RETURN_BODY,
        response: CREATED_RETURN_RESPONSES,
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const body = request.body;
      const at = nowIso();
      const reason = requiredReason(body.reason, at);
      const photos = await uploadedPhotos(db, body.photos ?? []);
      const id = newId();
      const reference = referenceOf(RETURN_REFERENCE_PREFIX, id);
      const notifications = await db.transaction().execute(async (trx) => {
        const line = await findLine(trx, body.order_id, body.product_id);
        if (!line) throw new ApiError(404, M.lineNotFound, { product_id: M.lineNotFound });
        await lockLine(trx, line.id);
        const held = await heldByOpenCases(trx, line.id);
        const returnable = returnableQuantity({
          status: line.status,
          quantity: line.quantity,
          returnedQuantity: line.returned_quantity,
          heldByOpenCases: held,
        });
        if (line.status !== 'delivered' && line.status !== 'shipped') {
          throw new ApiError(409, filledIn(M.lineNotReturnable, { status: line.status }));
        }
        if (returnable === 0) throw new ApiError(409, M.nothingReturnable);
        if (line.status === 'shipped' && body.quantity !== line.quantity) {
          const message = filledIn(M.wholeLineAtDoor, { count: String(line.quantity) });
          throw new ApiError(400, message, { quantity: message });
        }
        if (body.quantity > returnable) {
          const message = filledIn(M.overReturnable, { count: String(returnable) });
          throw new ApiError(400, message, { quantity: message });
        }
        await trx
          .insertInto('return_cases')
          .values({
            id,
            reference,
            order_id: line.order_id,
            line_id: line.id,
            product_id: line.product_id,
            seller_id: line.seller_id,
            quantity: body.quantity,
            unit_price: line.price,
            status: 'requested',
            reason: JSON.stringify(reason),
            photos: JSON.stringify(photos),
            opened_by: actor.id,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await writeAudit(trx, {
          targetType: 'return',
          targetId: id,
          actorId: actor.id,
          action: returnAction('requested'),
          details: { reference, order_ref_id: line.o_ref, quantity: body.quantity, reason },
          at,
        });
        const row = await findReturn(trx, id);
        if (!row) throw new ApiError(500, MESSAGES.internal);
        return writeReviewNotifications(trx, [
          caseNotice(row, RETURN_NOTICES.opened, at, {
            quantity: String(body.quantity),
            reason: {
              en: returnReasonWords('customer', reason, 'en'),
              ar: returnReasonWords('customer', reason, 'ar'),
            },
          }),
        ]);
      });
      await publishNotifications(db, notifications);
      void reply.status(201);
      return { success: true, data: await answered(id) };
    },
  );

  app.post(
    '/returns/photos',
    {
      preValidation: requireAdmin,
      schema: {
        operationId: 'uploadReturnPhoto',
        summary:
          'Upload a photo the customer sent, to attach to the case being opened (multipart field image)',
        response: RETURN_PHOTO_RESPONSES,
      },
      config: { multipart: { file: 'image' } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await admitUpload(request, reply, user.id);
      const { buffer, type } = await readImagePart(request, {
        fileRequired: MESSAGES.fileRequired,
        wrongType: MESSAGES.notAnImage,
      });
      let url = '';
      // Kept under the customer-service agent who received it until the case names it.
      await storeUpload(app, {
        owner: user.id,
        kind: 'return_photo',
        buffer,
        type,
        attach: async (_trx, stored) => {
          url = stored;
          return [];
        },
      });
      const name = storedNameOf(url);
      void reply.status(201);
      return { success: true, data: { url, preview: name ? signedFileUrl(name) : url } };
    },
  );

  app.get<{ Querystring: ReturnListQuery }>(
    '/returns',
    {
      preValidation: requireAuth,
      schema: {
        operationId: 'listReturns',
        summary:
          'Return cases newest first: a seller’s own, or (admins) every seller’s or one seller’s, by state',
        querystring: RETURN_LIST_QUERY,
        response: RETURN_LIST_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const seesAll = user.is_admin || user.is_sourcing;
      if (!seesAll && !user.is_seller) throw new ApiError(403, MESSAGES.forbidden);
      const query = request.query;
      await closeSettledReturns(db, closeDays, new Date());
      const page = pageOf(query);
      const { rows, count, counts, undecided } = await returnPage(
        db,
        {
          sellerId: seesAll ? (query.seller_id ?? null) : user.id,
          status: query.status as ReturnStatus | undefined,
          search: query.search,
        },
        page,
      );
      const steps = await returnSteps(
        db,
        rows.map((row) => row.id),
      );
      return {
        success: true,
        items: rows.map((row) => toReturn(row, steps, decisionDays)),
        meta: pageMeta(page, { count, rowsOnPage: rows.length }),
        counts,
        undecided,
      };
    },
  );

  app.get<{ Params: IdParams }>(
    '/returns/:id',
    {
      preValidation: requireAuth,
      schema: {
        operationId: 'getReturn',
        summary: 'One return case with its line, buyer, reasons and timeline',
        params: RETURN_PARAMS,
        response: RETURN_RESPONSES,
      },
    },
    async (request) => {
      const row = await visibleCase(currentUser(request), request.params.id);
      return { success: true, data: toReturn(row, await returnSteps(db, [row.id]), decisionDays) };
    },
  );

  /** The seller decides their own case; an admin decides any case whose seller let the days to answer pass. */
  const decidableCase = async (user: AuthUser, id: string) => {
    const row = await visibleCase(user, id);
    if (row.seller_id === user.id) return row;
    if (!user.is_admin) throw new ApiError(404, M.caseNotFound);
    const until = decideBy(row.created_at, decisionDays);
    if (row.status === 'requested' && Date.now() < Date.parse(until)) {
      throw new ApiError(409, filledIn(M.sellerStillDeciding, { until }));
    }
    return row;
  };

  app.post<{ Params: IdParams }>(
    '/returns/:id/accept',
    {
      preValidation: requireAuth,
      schema: {
        operationId: 'acceptReturn',
        summary: 'Accept a requested return (its seller; an admin once the seller’s days to answer are over)',
        params: RETURN_PARAMS,
        response: RETURN_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await decidableCase(user, request.params.id);
      const at = nowIso();
      await moveCase(row, {
        from: 'requested',
        to: 'accepted',
        action: 'accept',
        actorId: user.id,
        values: { decided_by: user.id, decided_at: at },
        notice: (when) => caseNotice(row, RETURN_NOTICES.accepted, when),
      });
      return { success: true, data: await answered(row.id) };
    },
  );

  app.post<{ Params: IdParams; Body: RefuseReturnBody }>(
    '/returns/:id/refuse',
    {
      preValidation: requireAuth,
      schema: {
        operationId: 'refuseReturn',
        summary:
          'Refuse a requested return with a reason (its seller; an admin once the seller’s days are over)',
        params: RETURN_PARAMS,
        body: REFUSE_RETURN_BODY,
        response: RETURN_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await decidableCase(user, request.params.id);
      const at = nowIso();
      const refusal = requiredReason(request.body.reason, at);
      const words = {
        en: returnReasonWords('refusal', refusal, 'en'),
        ar: returnReasonWords('refusal', refusal, 'ar'),
      };
      await moveCase(row, {
        from: 'requested',
        to: 'refused',
        action: 'refuse',
        actorId: user.id,
        values: { refusal: JSON.stringify(refusal), decided_by: user.id, decided_at: at },
        notice: (when) => caseNotice(row, RETURN_NOTICES.refused, when, { reason: words }),
        alsoDo: async () => ({ refusal }),
      });
      return { success: true, data: await answered(row.id) };
    },
  );

  app.post<{ Params: IdParams }>(
    '/returns/:id/receive',
    {
      preValidation: requireLogistics,
      schema: {
        operationId: 'receiveReturn',
        summary: 'Logistics: the goods of an accepted return are back with the seller; the refund is made',
        params: RETURN_PARAMS,
        response: RECEIVED_RETURN_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await visibleCase(user, request.params.id);
      let refund = 0;
      await moveCase(row, {
        from: 'accepted',
        to: 'delivered',
        action: 'receive',
        actorId: user.id,
        values: { delivered_at: nowIso() },
        notice: (at) =>
          caseNotice(row, refund > 0 ? RETURN_NOTICES.delivered : RETURN_NOTICES.deliveredNoRefund, at, {
            amount: moneyText(refund),
          }),
        alsoDo: async (trx, at) => {
          const settled = await settleLine(trx, row, user.id, at);
          refund = settled.refund;
          await trx
            .updateTable('return_cases')
            .set({ refund_amount: refund })
            .where('id', '=', row.id)
            .execute();
          return settled;
        },
      });
      return {
        success: true,
        data: await answered(row.id),
        wallet: toWallet(await walletOf(db, row.seller_id)),
      };
    },
  );
};

/**
 * What the goods coming back do to their line and the seller's money, in the case's transaction: the line's
 * returned quantity grows (a line returned whole becomes `returned`), and the refund leaves the balance with a
 * ledger entry naming the case if the sale was credited (a delivered line); a line refused at the door was never
 * credited, and its pending money is released instead.
 */
const settleLine = async (trx: Db, row: ReturnJoinRow, actorId: string, at: string) => {
  const line = await findLine(trx, row.order_id, row.product_id);
  if (!line) throw new ApiError(404, M.lineNotFound);
  const credited = line.status === 'delivered';
  const refund = refundOf(row, line.status);
  const move: WalletMove = credited
    ? { net: -refund, total: -refund, entry: 'DR' }
    : { net: 0, total: -(row.unit_price * row.quantity), entry: null };
  await recordWalletMove(
    trx,
    {
      sellerId: line.seller_id,
      productId: line.product_id,
      orderRef: line.o_ref,
      amount: refund,
      reference: row.reference,
    },
    move,
    at,
  );
  const returned = line.returned_quantity + row.quantity;
  const whole = returned >= line.quantity;
  if (whole) {
    if (!(await setLineStatus(trx, line, 'returned', at))) throw new ApiError(409, M.changedMeanwhile);
    await writeAudit(trx, {
      targetType: 'order_line',
      targetId: line.id,
      orderRef: line.o_ref,
      actorId,
      action: STATUS_ACTIONS.changed,
      details: { from: line.status, to: 'returned', return: row.reference, wallet: move },
      at,
    });
  }
  // A delivered line returned whole counted its units when it became returned; part of one counts them here.
  if (!whole && credited) await addSalesDeltas(trx, [returnedDelta(line, row.quantity, at)]);
  await trx
    .updateTable('order_lines')
    .set({ returned_quantity: returned })
    .where('id', '=', line.id)
    .execute();
  return { refund, line_returned_quantity: returned, wallet: move };
};

/**
 * The photos a new case names, as the upload route stored them: each must be a return photo uploaded here (its
 * address bare or signed), or the case is refused naming the photo; the case keeps the bare addresses.
 */
const uploadedPhotos = async (db: Db, sent: readonly string[]): Promise<string[]> => {
  const names = sent.map((url) => storedNameOf(url));
  const known = new Set(
    (
      await db
        .selectFrom('files')
        .select('stored_name')
        .where('kind', '=', 'return_photo')
        .where('stored_name', 'in', names.filter((name): name is string => name !== null).concat(['']))
        .execute()
    ).map((row) => row.stored_name),
  );
  const problems: Record<string, Bilingual> = {};
  names.forEach((name, index) => {
    if (!name || !known.has(name)) problems[`photos.${index}`] = M.photoUnknown;
  });
  if (Object.keys(problems).length > 0) throw new ApiError(400, MESSAGES.fieldsToCorrect, problems);
  return [...new Set(names as string[])].map(fileUrl);
};
