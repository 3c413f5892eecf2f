import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidDate } from '../../src/lib/enumerations';
import { compactIban, EGYPT_IBAN_PATTERN, hasValidIbanChecksum } from '../../src/lib/iban';
import {
  canMoveWithdrawal,
  COMPENSATION_REFERENCE_PREFIX,
  HOLDER_NAME_MIN,
  returnsMoney,
  WITHDRAWAL_REFERENCE_PREFIX,
  type WithdrawalStatus,
} from '../../src/lib/payouts';
import { isUniqueViolation } from '../db/database';
import { writeAudit } from '../lib/audit';
import { currentUser, requireAdmin, requireSeller, verifyPassword, type AuthUser } from '../lib/auth';
import type { NotificationRow } from '../db/schema';
import { ApiError, filledIn, MESSAGES, requireFound, requireVisible, type Bilingual } from '../lib/errors';
import { newId, nowIso, referenceOf } from '../lib/ids';
import { dayBounds, pageMeta, pageOf } from '../lib/listQuery';
import { moneyText, toLE, toPiasters } from '../lib/money';
import {
  publishNotifications,
  requiredReason,
  reviewReasonText,
  writeReviewNotifications,
} from '../lib/reviews';
import { toWallet } from '../lib/serialize';
import { recordBalanceEntry, walletOf } from '../wallet/queries';
import { ACTION_WORDS, PAYOUT_MESSAGES as M, PAYOUT_NOTICES, STATUS_WORDS } from './messages';
import {
  compensationPage,
  payeesOf,
  payoutAccountOf,
  withdrawalById,
  withdrawalByKey,
  withdrawalPage,
  type WithdrawalRow,
} from './queries';
import {
  COMPENSATION_LIST_QUERY,
  COMPENSATION_LIST_RESPONSES,
  COMPENSATION_RESPONSES,
  CREATE_COMPENSATION_BODY,
  CREATE_WITHDRAWAL_BODY,
  CREATED_WITHDRAWAL_RESPONSES,
  PAY_WITHDRAWAL_BODY,
  PAYOUT_ACCOUNT_RESPONSES,
  REJECT_WITHDRAWAL_BODY,
  WITHDRAWAL_LIST_QUERY,
  WITHDRAWAL_LIST_RESPONSES,
  WITHDRAWAL_PARAMS,
  WITHDRAWAL_RESPONSES,
  type CompensationListQuery,
  type CreateCompensationBody,
  type CreateWithdrawalBody,
  type PayWithdrawalBody,
  type ReasonBody,
  type WithdrawalListQuery,
} from './schemas';
import { toCompensation, toWithdrawal } from './serialize';

/** The Idempotency-Key header: up to 128 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

const idempotencyKeyOf = (request: FastifyRequest): string | null => {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !IDEMPOTENCY_KEY.test(key.trim())) throw new ApiError(400, M.keyInvalid);
  return key.trim();
};

/** A moment as messages state it, the same in both languages: 2026-11-26 14:05 UTC. */
const moment = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The request's fields as the form checks them, each refusal under its field; the amount in piasters. */
const checkedRequest = (body: CreateWithdrawalBody, minimum: number) => {
  const problems: Record<string, Bilingual> = {};
  const iban = compactIban(body.iban);
  if (!EGYPT_IBAN_PATTERN.test(iban)) problems.iban = M.ibanInvalid;
  else if (!hasValidIbanChecksum(iban)) problems.iban = M.ibanChecksum;
  const holder = body.account_holder_name.trim().replace(/\s+/g, ' ');
  if (holder.length < HOLDER_NAME_MIN) problems.account_holder_name = M.holderShort;
  const amount = toPiasters(body.amount);
  if (amount < minimum * 100) problems.amount = filledIn(M.belowMinimum, { minimum: String(minimum) });
  if (Object.keys(problems).length > 0) throw new ApiError(400, MESSAGES.fieldsToCorrect, problems);
  const note = body.note?.trim();
  return { iban, holder, amount, note: note ? note : null };
};

/** A sent day as the bounds of the stored times: `from` at its start, `to` through its end (UTC days). */
export const payoutRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  /** Changing where money goes takes the seller's current password, under the field that asks for it. */
  const checkPassword = async (userId: string, address: string, password: string | undefined) => {
    if (!password) {
      throw new ApiError(400, MESSAGES.fieldsToCorrect, { current_password: M.passwordForNewAccount });
    }
    await app.rateLimiter.consume([
      { rule: 'passwordCheckAddress', key: address },
      { rule: 'passwordCheck', key: userId },
    ]);
    const owner = await db
      .selectFrom('users')
      .select('password_hash')
      .where('_id', '=', userId)
      .executeTakeFirst();
    if (!owner || !(await verifyPassword(password, owner.password_hash))) {
      throw new ApiError(400, MESSAGES.fieldsToCorrect, { current_password: M.wrongPassword });
    }
    await app.rateLimiter.reset('passwordCheck', userId);
  };

  app.get(
    '/payout-account',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'getPayoutAccount',
        summary: 'The bank account the caller is paid to, as their last request saved it',
        response: PAYOUT_ACCOUNT_RESPONSES,
      },
    },
    async (request) => {
      const saved = await payoutAccountOf(db, currentUser(request).id);
      return {
        success: true,
        data: saved
          ? {
              account_holder_name: saved.account_holder_name,
              bank_code: saved.bank_code,
              iban: saved.iban,
              changed_at: saved.changed_at,
              held_until: saved.held_until,
            }
          : null,
        hold_hours: app.settings.payoutAccountHoldHours,
      };
    },
  );

  /** The request as the API answers it, with its seller named. */
  const answerOf = async (row: WithdrawalRow) => {
    const payees = await payeesOf(db, [row.user_id]);
    return toWithdrawal(row, payees.get(row.user_id));
  };

  const answerWithWallet = async (row: WithdrawalRow) => ({
    success: true as const,
    data: await answerOf(row),
    wallet: toWallet(await walletOf(db, row.user_id)),
  });

  const visibleWithdrawal = async (user: AuthUser, id: string) =>
    requireVisible(
      await withdrawalById(db, id),
      (row) => user.is_admin || row.user_id === user.id,
      M.withdrawalNotFound,
    );

  /**
   * Moves a request to `to` in one transaction: the status, the money back when the move returns it, the audit
   * row and the seller's notification (`notice`, none when the seller moved it). The status is re-read and
   * changed by one conditional statement, so two admins (or an admin and the seller) acting at once move it once.
   */
  const moveWithdrawal = async (
    actor: AuthUser,
    row: WithdrawalRow,
    to: WithdrawalStatus,
    changes: { reason?: string | null; payment_reference?: string; paid_on?: string },
    notice: Bilingual | null,
  ) => {
    const refused = () =>
      new ApiError(
        409,
        filledIn(M.cannotMove, { status: STATUS_WORDS[row.status], action: ACTION_WORDS[to] }),
      );
    if (!canMoveWithdrawal(row.status, to)) throw refused();
    if ((to === 'approved' || to === 'paid') && row.held_until && nowIso() < row.held_until) {
      throw new ApiError(
        409,
        filledIn(M.accountHeld, {
          changed: moment(row.account_changed_at ?? row.created_at),
          until: moment(row.held_until),
        }),
      );
    }
    const at = nowIso();
    const notifications = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('withdrawals')
        .set({ status: to, updated_at: at, decided_by: actor.is_admin ? actor.id : null, ...changes })
        .where('id', '=', row.id)
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw refused();
      if (returnsMoney(to)) {
        await recordBalanceEntry(trx, {
          userId: row.user_id,
          amount: row.amount,
          type: 'CR',
          kind: 'withdrawal_returned',
          reference: row.reference,
          at,
        });
      }
      await writeAudit(trx, {
        targetType: 'user',
        targetId: row.user_id,
        actorId: actor.id,
        action: `withdrawal.${to}`,
        details: { reference: row.reference, amount: toLE(row.amount), ...changes },
        at,
      });
      if (!notice) return [];
      return writeReviewNotifications(trx, [
        {
          userId: row.user_id,
          objectType: 'withdrawal',
          message: notice,
          object: { _id: row.id, reference: row.reference, status: to },
          at,
        },
      ]);
    });
    await publishNotifications(db, notifications);
    return answerWithWallet(requireFound(await withdrawalById(db, row.id), 404, M.withdrawalNotFound));
  };

  app.post<{ Body: CreateWithdrawalBody }>(
    '/withdrawals',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'createWithdrawal',
        summary: 'Request to be paid out of the available balance',
        description:
          'The amount leaves the available balance at once, with its own ledger entry. An `Idempotency-Key` ' +
          'header makes a retry answer the request it already made (200) instead of making another.',
        body: CREATE_WITHDRAWAL_BODY,
        response: CREATED_WITHDRAWAL_RESPONSES,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = idempotencyKeyOf(request);
      const sent = checkedRequest(request.body, app.settings.withdrawalMinimum);
      const replay = async (existing: WithdrawalRow) => {
        if (existing.amount !== sent.amount || existing.iban !== sent.iban)
          throw new ApiError(409, M.keyReused);
        void reply.status(201).header('Idempotent-Replayed', 'true');
        return answerWithWallet(existing);
      };
      if (key) {
        const existing = await withdrawalByKey(db, user.id, key);
        if (existing) return replay(existing);
      }
      const id = newId();
      const reference = referenceOf(WITHDRAWAL_REFERENCE_PREFIX, id);
      const at = nowIso();
      const account = {
        account_holder_name: sent.holder,
        bank_code: request.body.bank_code,
        iban: sent.iban,
      };
      const saved = await payoutAccountOf(db, user.id);
      const changing =
        saved !== undefined &&
        (saved.iban !== account.iban ||
          saved.bank_code !== account.bank_code ||
          saved.account_holder_name !== account.account_holder_name);
      if (changing) await checkPassword(user.id, request.ip, request.body.current_password);
      const holdHours = app.settings.payoutAccountHoldHours;
      const heldUntil = changing
        ? holdHours > 0
          ? new Date(Date.parse(at) + holdHours * 3_600_000).toISOString()
          : null
        : (saved?.held_until ?? null);
      // The first account a seller saves was never changed; a later one was, when it was saved.
      const accountChangedAt = changing ? at : saved?.held_until ? saved.changed_at : null;
      let notifications: NotificationRow[] = [];
      try {
        await db.transaction().execute(async (trx) => {
          if (!saved) {
            await trx
              .insertInto('payout_accounts')
              .values({ user_id: user.id, ...account, changed_at: at, held_until: null })
              .onConflict((oc) => oc.column('user_id').doNothing())
              .execute();
          } else if (changing) {
            await trx
              .updateTable('payout_accounts')
              .set({ ...account, changed_at: at, held_until: heldUntil })
              .where('user_id', '=', user.id)
              .execute();
            await writeAudit(trx, {
              targetType: 'user',
              targetId: user.id,
              actorId: user.id,
              action: 'payout_account.changed',
              details: {
                bank_code: account.bank_code,
                iban_last4: account.iban.slice(-4),
                held_until: heldUntil,
              },
              at,
            });
            notifications = await writeReviewNotifications(trx, [
              {
                userId: user.id,
                objectType: 'withdrawal',
                message: filledIn(PAYOUT_NOTICES.accountChanged, {
                  last4: account.iban.slice(-4),
                  until: moment(heldUntil ?? at),
                }),
                object: { account_changed: true },
                at,
              },
            ]);
          }
          await trx
            .insertInto('withdrawals')
            .values({
              id,
              reference,
              user_id: user.id,
              amount: sent.amount,
              status: 'pending',
              ...account,
              note: sent.note,
              idempotency_key: key,
              account_changed_at: accountChangedAt,
              held_until: heldUntil,
              created_at: at,
              updated_at: at,
            })
            .execute();
          const balance = await recordBalanceEntry(trx, {
            userId: user.id,
            amount: sent.amount,
            type: 'DR',
            kind: 'withdrawal',
            reference,
            at,
          });
          if (balance === null) throw new ApiError(409, M.overBalanceNow, { amount: M.overBalance });
          await writeAudit(trx, {
            targetType: 'user',
            targetId: user.id,
            actorId: user.id,
            action: 'withdrawal.requested',
            details: { reference, amount: toLE(sent.amount), bank_code: request.body.bank_code },
            at,
          });
        });
      } catch (error) {
        // The same key sent twice at once: the second insert met the first's row.
        if (key && isUniqueViolation(error, 'withdrawals', 'idempotency_key')) {
          const existing = await withdrawalByKey(db, user.id, key);
          if (existing) return replay(existing);
        }
        throw error;
      }
      await publishNotifications(db, notifications);
      void reply.status(201);
      return answerWithWallet(requireFound(await withdrawalById(db, id), 404, M.withdrawalNotFound));
    },
  );

  app.get<{ Querystring: WithdrawalListQuery }>(
    '/withdrawals',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'listWithdrawals',
        summary: 'Withdrawal requests: a seller’s own, newest first; every seller’s for admins, oldest first',
        querystring: WITHDRAWAL_LIST_QUERY,
        response: WITHDRAWAL_LIST_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const query = request.query;
      const page = pageOf(query);
      const { rows, count, counts } = await withdrawalPage(
        db,
        {
          userId: user.is_admin ? query.user_id : user.id,
          status: query.status as WithdrawalStatus | undefined,
          ...dayBounds(query),
          minAmount: query.min_amount === undefined ? undefined : toPiasters(Number(query.min_amount)),
          maxAmount: query.max_amount === undefined ? undefined : toPiasters(Number(query.max_amount)),
          search: query.search,
        },
        { ...page, oldestFirst: user.is_admin },
      );
      const payees = await payeesOf(
        db,
        rows.map((row) => row.user_id),
      );
      return {
        success: true,
        items: rows.map((row) => toWithdrawal(row, payees.get(row.user_id))),
        meta: pageMeta(page, { count, rowsOnPage: rows.length }),
        minimum: app.settings.withdrawalMinimum,
        counts,
      };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/withdrawals/:id/cancel',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'cancelWithdrawal',
        summary: 'Cancel one’s own pending request: its amount comes back to the available balance',
        params: WITHDRAWAL_PARAMS,
        response: WITHDRAWAL_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = requireVisible(
        await withdrawalById(db, request.params.id),
        (found) => found.user_id === user.id,
        M.withdrawalNotFound,
      );
      return moveWithdrawal(user, row, 'cancelled', {}, null);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/withdrawals/:id/approve',
    {
      preValidation: requireAdmin,
      schema: {
        operationId: 'approveWithdrawal',
        summary: 'Approve a pending request for payment',
        params: WITHDRAWAL_PARAMS,
        response: WITHDRAWAL_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await visibleWithdrawal(user, request.params.id);
      const notice = filledIn(PAYOUT_NOTICES.approved, {
        reference: row.reference,
        amount: moneyText(row.amount),
      });
      return moveWithdrawal(user, row, 'approved', {}, notice);
    },
  );

  app.post<{ Params: { id: string }; Body: PayWithdrawalBody }>(
    '/withdrawals/:id/pay',
    {
      preValidation: requireAdmin,
      schema: {
        operationId: 'payWithdrawal',
        summary: 'Mark an approved request paid, with the bank transfer’s reference and day',
        params: WITHDRAWAL_PARAMS,
        body: PAY_WITHDRAWAL_BODY,
        response: WITHDRAWAL_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await visibleWithdrawal(user, request.params.id);
      const payment = request.body.reference.trim();
      if (!payment) throw new ApiError(400, M.referenceRequired, { reference: M.referenceRequired });
      const today = nowIso().slice(0, 10);
      const paidOn = request.body.paid_on ?? today;
      if (!isValidDate(paidOn) || paidOn > today) {
        throw new ApiError(400, MESSAGES.fieldsToCorrect, { paid_on: M.paidOnInvalid });
      }
      const notice = filledIn(PAYOUT_NOTICES.paid, {
        reference: row.reference,
        amount: moneyText(row.amount),
        payment,
      });
      return moveWithdrawal(user, row, 'paid', { payment_reference: payment, paid_on: paidOn }, notice);
    },
  );

  app.post<{ Params: { id: string }; Body: ReasonBody }>(
    '/withdrawals/:id/reject',
    {
      preValidation: requireAdmin,
      schema: {
        operationId: 'rejectWithdrawal',
        summary: 'Reject a pending or approved request, with a reason: its amount comes back to the balance',
        params: WITHDRAWAL_PARAMS,
        body: REJECT_WITHDRAWAL_BODY,
        response: WITHDRAWAL_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await visibleWithdrawal(user, request.params.id);
      const reason = requiredReason(request.body.reason, nowIso());
      const notice = filledIn(PAYOUT_NOTICES.rejected, {
        reference: row.reference,
        amount: moneyText(row.amount),
        reason: reviewReasonText('withdrawal', reason),
      });
      return moveWithdrawal(user, row, 'rejected', { reason: JSON.stringify(reason) }, notice);
    },
  );

  app.post<{ Body: CreateCompensationBody }>(
    '/compensations',
    {
      preValidation: requireAdmin,
      schema: {
        operationId: 'createCompensation',
        summary: 'Credit a seller’s available balance, with a reason and, if it concerns one, the order line',
        body: CREATE_COMPENSATION_BODY,
        response: COMPENSATION_RESPONSES,
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const body = request.body;
      const seller = await db
        .selectFrom('users')
        .select(['_id', 'is_seller'])
        .where('_id', '=', body.user_id)
        .executeTakeFirst();
      if (!seller) throw new ApiError(404, M.sellerNotFound, { user_id: M.sellerNotFound });
      if (seller.is_seller !== 1) throw new ApiError(400, M.notASeller, { user_id: M.notASeller });
      const at = nowIso();
      const reason = requiredReason(body.reason, at);
      const id = newId();
      const reference = referenceOf(COMPENSATION_REFERENCE_PREFIX, id);
      const amount = toPiasters(body.amount);
      const notifications = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('compensations')
          .values({
            id,
            reference,
            user_id: body.user_id,
            amount,
            reason: JSON.stringify(reason),
            order_id: body.order_id ?? null,
            product_id: body.product_id ?? null,
            granted_by: actor.id,
            created_at: at,
          })
          .execute();
        await recordBalanceEntry(trx, {
          userId: body.user_id,
          amount,
          type: 'CR',
          kind: 'compensation',
          reference,
          at,
        });
        await writeAudit(trx, {
          targetType: 'user',
          targetId: body.user_id,
          actorId: actor.id,
          action: 'compensation.granted',
          details: { reference, amount: toLE(amount), reason },
          at,
        });
        return writeReviewNotifications(trx, [
          {
            userId: body.user_id,
            objectType: 'compensation',
            message: filledIn(PAYOUT_NOTICES.compensation, {
              reference,
              amount: moneyText(amount),
              reason: reviewReasonText('compensation', reason),
            }),
            object: { _id: id, reference },
            at,
          },
        ]);
      });
      await publishNotifications(db, notifications);
      const row = requireFound(
        await db.selectFrom('compensations').selectAll().where('id', '=', id).executeTakeFirst(),
        404,
        M.sellerNotFound,
      );
      const payees = await payeesOf(db, [row.user_id]);
      void reply.status(201);
      return {
        success: true,
        data: toCompensation(row, payees.get(row.user_id)),
        wallet: toWallet(await walletOf(db, row.user_id)),
      };
    },
  );

  app.get<{ Querystring: CompensationListQuery }>(
    '/compensations',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'listCompensations',
        summary: 'Compensations: a seller’s own; every seller’s for admins (or one seller’s with user_id)',
        querystring: COMPENSATION_LIST_QUERY,
        response: COMPENSATION_LIST_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const page = pageOf(request.query);
      const query = request.query;
      const { rows, count } = await compensationPage(
        db,
        {
          userId: user.is_admin ? query.user_id : user.id,
          reason: query.reason,
          ...dayBounds(query),
          search: query.search,
        },
        page,
      );
      const payees = await payeesOf(
        db,
        rows.map((row) => row.user_id),
      );
      return {
        success: true,
        items: rows.map((row) => toCompensation(row, payees.get(row.user_id))),
        meta: pageMeta(page, { count, rowsOnPage: rows.length }),
      };
    },
  );
};
