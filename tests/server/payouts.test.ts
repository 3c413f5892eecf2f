/**
 * Sellers paid out of their available balance: withdrawal requests and their moves, compensations, and the
 * ledger each writes, on SQLite and PostgreSQL (the server-postgres tier runs this file too).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { egyptianIban, formatIban } from '../../src/lib/iban';
import { DEMO_IDS, DEMO_PASSWORD } from '../../server/demo/seedData';
import { bearer, loginAll, makeTestApp } from './helpers';

type Tokens = Record<'seller' | 'seller2' | 'admin' | 'ambassador', string>;

let app: FastifyInstance;
let tokens: Tokens;

const IBAN = egyptianIban('0019000500000000263180002');

beforeAll(async () => {
  app = await makeTestApp({ withdrawalMinimum: 50, payoutAccountHoldHours: 36 });
  tokens = await loginAll(app, ['seller', 'seller2', 'admin', 'ambassador']);
});
afterAll(() => app.close());

const call = (
  who: keyof Tokens,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(tokens[who]), ...headers }, payload });

const request = (amount: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call(
    'seller',
    'POST',
    '/withdrawals',
    { amount, account_holder_name: 'Mona Hassan', bank_code: 'CIB', iban: formatIban(IBAN), ...extra },
    headers,
  );

/** The seller's available balance in pounds. */
const available = async (userId: string = DEMO_IDS.seller): Promise<number> => {
  const wallet = await app.db
    .selectFrom('wallets')
    .select('net_balance')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (wallet?.net_balance ?? 0) / 100;
};

/** Every entry's balance after it follows from the one before, and the last one is the wallet's. */
const expectLedgerChecks = async (userId: string = DEMO_IDS.seller) => {
  const entries = await app.db
    .selectFrom('transactions')
    .select(['type', 'amount', 'balance_after'])
    .where('user_id', '=', userId)
    .orderBy('transaction_time')
    .orderBy(sql.ref('rowid'))
    .execute();
  let balance = 0;
  for (const entry of entries) {
    balance += entry.type === 'CR' ? entry.amount : -entry.amount;
    expect(entry.balance_after).toBe(balance);
  }
  expect(Math.round((await available(userId)) * 100)).toBe(balance);
};

const withdrawalCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('withdrawals')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a withdrawal request', () => {
  it('takes its amount out of the available balance at once, with its own ledger entry', async () => {
    const before = await available();
    expect(before).toBeGreaterThan(100);
    const response = await request(60.5, { note: '  for rent  ' });
    expect(response.statusCode).toBe(201);
    const { data, wallet } = response.json();
    expect(data).toMatchObject({
      status: 'pending',
      amount: 60.5,
      iban: IBAN,
      bank_code: 'CIB',
      account_holder_name: 'Mona Hassan',
      note: 'for rent',
      reason: null,
      payment_reference: null,
    });
    expect(data.reference).toMatch(/^WD-[0-9A-F]{10}$/);
    expect(wallet.net_balance).toBeCloseTo(before - 60.5, 2);
    const entry = await app.db
      .selectFrom('transactions')
      .selectAll()
      .where('reference', '=', data.reference)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ type: 'DR', kind: 'withdrawal', amount: 6050 });
    await expectLedgerChecks();
  });

  it('takes an IBAN typed with Arabic-Indic digits and spaces', async () => {
    const arabic = formatIban(IBAN).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);
    const response = await request(51, { iban: arabic });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.iban).toBe(IBAN);
  });

  it('is made once for one Idempotency-Key, however often it is sent, even at once', async () => {
    const before = await available();
    const headers = { 'idempotency-key': 'retry-7f3a' };
    const [first, second] = await Promise.all([request(55, {}, headers), request(55, {}, headers)]);
    const third = await request(55, {}, headers);
    const ids = [first, second, third].map((response) => response.json().data._id);
    expect(new Set(ids).size).toBe(1);
    // A retry answers as the request it repeats did.
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(await available()).toBeCloseTo(before - 55, 2);
    const reused = await request(70, {}, headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.ar).toMatch(/Idempotency-Key/);
  });

  it('never overdraws: of two requests racing for the same balance, the second gets a 409 in both languages', async () => {
    const balance = await available();
    const share = Math.floor(balance * 0.6 * 100) / 100;
    const answers = await Promise.all([request(share), request(share)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)?.json();
    expect(refused.error.en).toBeTruthy();
    expect(refused.error.ar).toBeTruthy();
    expect(refused.fields.amount.ar).toBe('أكثر من رصيدك المتاح');
    expect(await available()).toBeCloseTo(balance - share, 2);
    expect(await available()).toBeGreaterThanOrEqual(0);
    await expectLedgerChecks();
  });

  it.each([
    ['over the balance', { amount: 9_999_999 }, 'amount', 409],
    ['below the minimum', { amount: 49.99 }, 'amount', 400],
    ['with three decimals', { amount: 60.125 }, 'amount', 400],
    ['negative', { amount: -60 }, 'amount', 400],
    ['zero', { amount: 0 }, 'amount', 400],
    [
      'with a wrong check digit',
      { iban: `EG${IBAN.slice(2, 4) === '99' ? '98' : '99'}${IBAN.slice(4)}` },
      'iban',
      400,
    ],
    ['with another country’s IBAN', { iban: 'GB82WEST12345698765432' }, 'iban', 400],
    ['to a bank not on the list', { bank_code: 'XYZ' }, 'bank_code', 400],
    ['without a holder name', { account_holder_name: '  ' }, 'account_holder_name', 400],
  ])(
    '%s is refused under its field in both languages, changing nothing',
    async (_, change, field, status) => {
      const before = await available();
      const count = await withdrawalCount();
      const { amount = 60, ...rest } = change as { amount?: number };
      const response = await request(amount, rest);
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(body.fields[field].en).toBeTruthy();
      expect(body.fields[field].ar).toMatch(/[\u0600-\u06FF]/);
      expect(await available()).toBe(before);
      expect(await withdrawalCount()).toBe(count);
    },
  );

  it('is cancelled once by its seller, and the money comes back with its own entry', async () => {
    const before = await available();
    const made = (await request(52)).json().data;
    const cancelled = await call('seller', 'POST', `/withdrawals/${made._id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await available()).toBeCloseTo(before, 2);
    const back = await app.db
      .selectFrom('transactions')
      .select(['type', 'kind', 'amount'])
      .where('reference', '=', made.reference)
      .orderBy(sql.ref('rowid'))
      .execute();
    expect(back).toEqual([
      { type: 'DR', kind: 'withdrawal', amount: 5200 },
      { type: 'CR', kind: 'withdrawal_returned', amount: 5200 },
    ]);
    const again = await call('seller', 'POST', `/withdrawals/${made._id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.ar).toContain('ملغى');
    expect(await available()).toBeCloseTo(before, 2);
    await expectLedgerChecks();
  });

  it('is neither seen nor touched by another seller, and only admins decide it', async () => {
    const made = (await request(53)).json().data;
    const theirs = await call('seller2', 'GET', '/withdrawals?limit=100');
    expect(theirs.json().items.map((item: { _id: string }) => item._id)).not.toContain(made._id);
    expect((await call('seller2', 'POST', `/withdrawals/${made._id}/cancel`)).statusCode).toBe(404);
    expect((await call('seller', 'POST', `/withdrawals/${made._id}/approve`)).statusCode).toBe(403);
    expect((await call('ambassador', 'GET', '/withdrawals')).statusCode).toBe(403);
  });
});

describe('payout operations', () => {
  it('approve, then pay with the bank’s reference: the seller sees it paid and is told', async () => {
    const made = (await request(57)).json().data;
    const approved = await call('admin', 'POST', `/withdrawals/${made._id}/approve`);
    expect(approved.json().data.status).toBe('approved');
    const paid = await call('admin', 'POST', `/withdrawals/${made._id}/pay`, {
      reference: 'FT2611260042',
      paid_on: '2026-01-15',
    });
    expect(paid.statusCode).toBe(200);
    const mine = await call('seller', 'GET', '/withdrawals?status=paid');
    const listed = mine.json().items.find((item: { _id: string }) => item._id === made._id);
    expect(listed).toMatchObject({
      status: 'paid',
      payment_reference: 'FT2611260042',
      paid_on: '2026-01-15',
    });
    const notices = await app.db
      .selectFrom('notifications')
      .select(['object_type', 'message_en', 'message_ar'])
      .where('user_id', '=', DEMO_IDS.seller)
      .where('object_type', '=', 'withdrawal')
      .execute();
    expect(notices.some((notice) => notice.message_en.includes('FT2611260042'))).toBe(true);
    expect(notices.some((notice) => notice.message_ar.includes(made.reference))).toBe(true);
    const audit = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', DEMO_IDS.seller)
      .where('action', 'like', 'withdrawal.%')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['withdrawal.requested', 'withdrawal.approved', 'withdrawal.paid']),
    );
  });

  it('refuse to pay a pending, a rejected or a paid request, and a paid day in the future', async () => {
    const pending = (await request(58)).json().data;
    const payment = { reference: 'FT1' };
    expect((await call('admin', 'POST', `/withdrawals/${pending._id}/pay`, payment)).statusCode).toBe(409);
    await call('admin', 'POST', `/withdrawals/${pending._id}/approve`);
    const future = await call('admin', 'POST', `/withdrawals/${pending._id}/pay`, {
      reference: 'FT1',
      paid_on: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.paid_on.ar).toBeTruthy();
    const rejected = await call('admin', 'POST', `/withdrawals/${pending._id}/reject`, {
      reason: { code: 'account_closed' },
    });
    expect(rejected.statusCode).toBe(200);
    const payRejected = await call('admin', 'POST', `/withdrawals/${pending._id}/pay`, payment);
    expect(payRejected.statusCode).toBe(409);
    expect(payRejected.json().error.en).toContain('rejected');
  });

  it('reject with a reason: the money comes back and the seller reads why in their language', async () => {
    const before = await available();
    const made = (await request(59)).json().data;
    const noWords = await call('admin', 'POST', `/withdrawals/${made._id}/reject`, {
      reason: { code: 'other' },
    });
    expect(noWords.statusCode).toBe(400);
    expect(noWords.json().fields['reason.text'].ar).toBeTruthy();
    const rejected = await call('admin', 'POST', `/withdrawals/${made._id}/reject`, {
      reason: { code: 'holder_mismatch', text: 'the account is in another name' },
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reason: { code: 'holder_mismatch', text: 'the account is in another name' },
    });
    expect(await available()).toBeCloseTo(before, 2);
    const notice = await app.db
      .selectFrom('notifications')
      .select(['message_ar'])
      .where('user_id', '=', DEMO_IDS.seller)
      .where('object_type', '=', 'withdrawal')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.message_ar).toContain('صاحب الحساب ليس البائع');
    await expectLedgerChecks();
  });

  it('list every seller’s requests oldest first, by status, seller and amount, with counts per status', async () => {
    await call('seller2', 'POST', '/withdrawals', {
      amount: 50,
      account_holder_name: 'Omar Adel',
      bank_code: 'NBE',
      iban: IBAN,
    });
    const all = (await call('admin', 'GET', '/withdrawals?limit=100')).json();
    const times = all.items.map((item: { createdAt: string }) => item.createdAt);
    expect(times).toEqual([...times].sort());
    expect(new Set(all.items.map((item: { seller: { _id: string } }) => item.seller._id))).toEqual(
      new Set([DEMO_IDS.seller, DEMO_IDS.seller2]),
    );
    expect(all.items[0].seller.name).toBeTruthy();
    const pending = (await call('admin', 'GET', '/withdrawals?status=pending&limit=100')).json();
    expect(pending.items.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    expect(pending.meta.count).toBe(all.counts.pending);
    const theirs = (await call('admin', 'GET', `/withdrawals?user_id=${DEMO_IDS.seller2}`)).json();
    expect(
      theirs.items.every((item: { seller: { _id: string } }) => item.seller._id === DEMO_IDS.seller2),
    ).toBe(true);
    // Found by part of the reference in any case, by the account holder or by the seller's name.
    const one = all.items[0];
    const byReference = (
      await call('admin', 'GET', `/withdrawals?search=${one.reference.slice(3, 9).toLowerCase()}`)
    ).json();
    expect(byReference.items.map((item: { _id: string }) => item._id)).toContain(one._id);
    const byHolder = (await call('admin', 'GET', '/withdrawals?search=omar%20ADEL&limit=100')).json();
    expect(byHolder.items.length).toBeGreaterThan(0);
    expect(
      byHolder.items.every(
        (item: { account_holder_name: string }) => item.account_holder_name === 'Omar Adel',
      ),
    ).toBe(true);
    const sellerName = all.items.find(
      (item: { seller: { _id: string } }) => item.seller._id === DEMO_IDS.seller,
    ).seller.name;
    const bySeller = (
      await call('admin', 'GET', `/withdrawals?search=${encodeURIComponent(sellerName)}&limit=100`)
    ).json();
    expect(
      bySeller.items.every((item: { seller: { _id: string } }) => item.seller._id === DEMO_IDS.seller),
    ).toBe(true);
    expect(bySeller.meta.count).toBeGreaterThan(0);
    const large = (await call('admin', 'GET', '/withdrawals?min_amount=57&max_amount=58')).json();
    expect(large.items.map((item: { amount: number }) => item.amount).sort()).toEqual([57, 58]);
    expect(all.minimum).toBe(50);
    // The admin home counts the pending ones, with the oldest one's time.
    const queues = (await call('admin', 'GET', '/admin/queues')).json().data;
    expect(queues.withdrawals.count).toBe(all.counts.pending);
    expect(queues.withdrawals.oldest_at).toBe(pending.items[0].createdAt);
  });
});

describe('the bank account a seller is paid to', () => {
  const OTHER_IBAN = egyptianIban('0003000100000000123450009');
  const toOtherAccount = (extra: Record<string, unknown> = {}) =>
    request(60, { iban: OTHER_IBAN, bank_code: 'NBE', ...extra });

  it('is saved with the first request, not held, and read back', async () => {
    const first = (await call('seller2', 'GET', '/withdrawals?limit=100')).json().items.at(-1);
    expect(first).toMatchObject({ held_until: null, account_changed_at: null });
    const answer = (await call('seller', 'GET', '/payout-account')).json();
    // The deployment's hold, so the form tells the seller how long a change of account holds requests.
    expect(answer.hold_hours).toBe(36);
    const saved = answer.data;
    expect(saved).toMatchObject({
      iban: IBAN,
      bank_code: 'CIB',
      account_holder_name: 'Mona Hassan',
      held_until: null,
    });
  });

  it('is changed only with the current password, in both languages, changing nothing otherwise', async () => {
    const before = await available();
    const count = await withdrawalCount();
    for (const [extra, words] of [
      [{}, 'Type your current password'],
      [{ current_password: 'Wrong-1234' }, 'not right'],
    ] as const) {
      const refused = await toOtherAccount(extra);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.current_password.en).toContain(words);
      expect(refused.json().fields.current_password.ar).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await available()).toBe(before);
    expect(await withdrawalCount()).toBe(count);
    expect((await call('seller', 'GET', '/payout-account')).json().data.iban).toBe(IBAN);
  });

  it('holds the requests to a changed account, tells the seller, and shows the admin when it changed', async () => {
    const changed = await toOtherAccount({ current_password: DEMO_PASSWORD });
    expect(changed.statusCode).toBe(201);
    const made = changed.json().data;
    const hours = (Date.parse(made.held_until) - Date.parse(made.account_changed_at)) / 3_600_000;
    expect(hours).toBe(36);
    const saved = (await call('seller', 'GET', '/payout-account')).json().data;
    expect(saved).toMatchObject({ iban: OTHER_IBAN, bank_code: 'NBE', held_until: made.held_until });
    const notice = await app.db
      .selectFrom('notifications')
      .select(['message_en', 'message_ar'])
      .where('user_id', '=', DEMO_IDS.seller)
      .where('message_en', 'like', '%bank account was changed%')
      .executeTakeFirstOrThrow();
    expect(notice.message_en).toContain(OTHER_IBAN.slice(-4));
    expect(notice.message_ar).toContain(OTHER_IBAN.slice(-4));
    const held = await call('admin', 'POST', `/withdrawals/${made._id}/approve`);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.en).toContain('held until');
    expect(held.json().error.ar).toContain('معلقة');
    // The next request to the same account is held as long, without asking again.
    const next = await request(61, { iban: OTHER_IBAN, bank_code: 'NBE' });
    expect(next.statusCode).toBe(201);
    expect(next.json().data.held_until).toBe(made.held_until);
    // Once the hold is over, it is approved as any other.
    await app.db
      .updateTable('withdrawals')
      .set({ held_until: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', made._id)
      .execute();
    expect((await call('admin', 'POST', `/withdrawals/${made._id}/approve`)).statusCode).toBe(200);
  });
});

describe('compensations', () => {
  it('credit the seller’s balance with their own entry, and are listed to that seller only', async () => {
    const before = await available(DEMO_IDS.seller2);
    const granted = await call('admin', 'POST', '/compensations', {
      user_id: DEMO_IDS.seller2,
      amount: 125.75,
      reason: { code: 'lost_shipment', text: 'ORD-1001 never arrived' },
      order_id: 'ORD-1001',
    });
    expect(granted.statusCode).toBe(201);
    const { data, wallet } = granted.json();
    expect(data.reference).toMatch(/^CP-/);
    expect(wallet.net_balance).toBeCloseTo(before + 125.75, 2);
    await expectLedgerChecks(DEMO_IDS.seller2);
    const theirs = (await call('seller2', 'GET', '/compensations')).json();
    expect(theirs.items[0]).toMatchObject({
      amount: 125.75,
      order_id: 'ORD-1001',
      reason: { code: 'lost_shipment' },
    });
    const others = (await call('seller', 'GET', '/compensations')).json();
    expect(others.items.map((item: { _id: string }) => item._id)).not.toContain(data._id);
    const forAdmin = (await call('admin', 'GET', `/compensations?user_id=${DEMO_IDS.seller2}`)).json();
    expect(forAdmin.items.map((item: { _id: string }) => item._id)).toContain(data._id);
  });

  it('are narrowed by reason, days and a search of the reference or order, for a seller and an admin', async () => {
    const grant = async (code: string, orderId: string) =>
      (
        await call('admin', 'POST', '/compensations', {
          user_id: DEMO_IDS.seller2,
          amount: 10,
          reason: { code },
          order_id: orderId,
        })
      ).json().data as { _id: string; reference: string };
    const damaged = await grant('damaged_in_transit', 'ORD-DMG-77');
    const fee = await grant('fee_correction', 'ORD-FEE-78');
    const ids = (answer: { items: { _id: string }[] }) => answer.items.map((item) => item._id);
    const list = async (who: keyof Tokens, query: string) => {
      const response = await call(who, 'GET', `/compensations?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json();
    };

    const byReason = await list('seller2', 'reason=damaged_in_transit');
    expect(ids(byReason)).toContain(damaged._id);
    expect(ids(byReason)).not.toContain(fee._id);
    expect(
      byReason.items.every((item: { reason: { code: string } }) => item.reason.code === 'damaged_in_transit'),
    ).toBe(true);
    expect(byReason.meta.count).toBe(byReason.items.length);

    expect(ids(await list('seller2', 'search=ord-fee'))).toEqual([fee._id]);
    expect(ids(await list('seller2', `search=${fee.reference.toLowerCase()}`))).toEqual([fee._id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await list('seller2', `from=${today}&to=${today}`))).toEqual(
      expect.arrayContaining([damaged._id, fee._id]),
    );
    expect((await list('seller2', 'to=2000-01-01')).meta.count).toBe(0);
    // Another seller's filter still reads only their own; an admin narrows one seller's the same way.
    expect(ids(await list('seller', 'search=ord-fee'))).toEqual([]);
    expect(ids(await list('admin', `user_id=${DEMO_IDS.seller2}&reason=fee_correction`))).toContain(fee._id);

    for (const [query, field] of [
      ['reason=bribe', 'reason'],
      ['from=2026-13-45', 'from'],
      ['to=yesterday', 'to'],
    ]) {
      const response = await call('seller2', 'GET', `/compensations?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields[field as string]).toEqual({
        en: expect.any(String),
        ar: expect.any(String),
      });
    }
  });

  it('are refused to a user who is not a seller, with three decimals, and without words for "other"', async () => {
    const cases: [object, string][] = [
      [{ user_id: DEMO_IDS.ambassador, amount: 10, reason: { code: 'late_payment' } }, 'user_id'],
      [{ user_id: DEMO_IDS.seller, amount: 10.005, reason: { code: 'late_payment' } }, 'amount'],
      [{ user_id: DEMO_IDS.seller, amount: 10, reason: { code: 'other', text: ' ' } }, 'reason.text'],
    ];
    for (const [body, field] of cases) {
      const response = await call('admin', 'POST', '/compensations', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field].ar).toBeTruthy();
    }
    expect((await call('seller', 'POST', '/compensations', cases[0]?.[0])).statusCode).toBe(403);
  });
});

describe('the contract', () => {
  it('names each operation', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const ids = Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((path) => Object.values(path))
      .map((operation) => operation.operationId);
    expect(ids).toEqual(
      expect.arrayContaining([
        'createWithdrawal',
        'listWithdrawals',
        'cancelWithdrawal',
        'approveWithdrawal',
        'payWithdrawal',
        'rejectWithdrawal',
        'createCompensation',
        'listCompensations',
      ]),
    );
  });
});
