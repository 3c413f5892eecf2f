/**
 * The app's calls against the API's contract (docs/operations.md): every function of src/api that calls the API runs here,
 * unchanged, against a real server, and each request it makes and each answer it gets is checked against
 * /api/v1/openapi.json — the operation exists, the body has no field the API does not declare (the server would
 * drop it without a word), the query names only declared parameters, the answer has the documented shape.
 * A new call in src/api that is not exercised here fails the coverage test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// Types only: the modules themselves are imported once the API's address is set (beforeAll).
import type * as AccountsApi from '../../src/api/accounts';
import type * as AdminApi from '../../src/api/admin';
import type * as BootRequestApi from '../../src/api/bootRequest';
import type * as CategoriesApi from '../../src/api/categories';
import type * as InsightApi from '../../src/api/insight';
import type * as NotificationsApi from '../../src/api/notifications';
import type * as OrdersApi from '../../src/api/orders';
import type { OrderBulkResult } from '../../src/api/orders';
import type * as OrderDocumentsApi from '../../src/api/orderDocuments';
import type * as ProductsApi from '../../src/api/products';
import type * as UsersApi from '../../src/api/users';
import type * as WalletApi from '../../src/api/wallet';
import type * as PayoutsApi from '../../src/api/payouts';
import type * as ReturnsApi from '../../src/api/returns';
import { DEMO_IDS, DEMO_PASSWORD, type DemoAccountKey } from '../../server/demo/seedData';
import { BUSINESS_INFO_BODY, COMPANY_REGISTRATION_BODY, KYC_BODY } from '../fixtures/onboarding';
import { demoAccount, makeTestApp } from './helpers';

const API_DIR = path.resolve(__dirname, '../../src/api');

type Operation = {
  parameters?: { in: string; name: string; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  security?: unknown[];
};
type Document = { paths: Record<string, Record<string, Operation>> };

type Exchange = {
  method: string;
  route: string;
  query: Record<string, unknown>;
  body: unknown;
  contentType: string;
  status?: number;
  answer?: string;
};

/** Exported functions of src/api whose body calls the API (apiClient or fetch), as "module.function". */
const callingFunctions = (): string[] => {
  const names: string[] = [];
  for (const file of readdirSync(API_DIR).filter((name) => name.endsWith('.ts'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(API_DIR, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const module = file.replace(/\.ts$/, '');
    const exported = (node: ts.Node) =>
      ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const calls = (node: ts.Node) =>
      /\bapiClient\.|\bfetch\(|\bputProfile\(|\bfetchLedgerPage\(/.test(node.getText(source));
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && exported(statement) && statement.name && calls(statement)) {
        names.push(`${module}.${statement.name.text}`);
      }
      if (ts.isVariableStatement(statement) && exported(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          const init = declaration.initializer;
          if (init && ts.isArrowFunction(init) && ts.isIdentifier(declaration.name) && calls(init)) {
            names.push(`${module}.${declaration.name.text}`);
          }
        }
      }
    }
  }
  return names.sort();
};

let app: FastifyInstance;
let document: Document;
const exchanges: Exchange[] = [];
const tokens: Partial<Record<DemoAccountKey, string>> = {};
let caller: DemoAccountKey | null = null;
let api: {
  accounts: typeof AccountsApi;
  admin: typeof AdminApi;
  bootRequest: typeof BootRequestApi;
  categories: typeof CategoriesApi;
  notifications: typeof NotificationsApi;
  orders: typeof OrdersApi;
  orderDocuments: typeof OrderDocumentsApi;
  insight: typeof InsightApi;
  products: typeof ProductsApi;
  users: typeof UsersApi;
  wallet: typeof WalletApi;
  payouts: typeof PayoutsApi;
  returns: typeof ReturnsApi;
};

beforeAll(async () => {
  app = await makeTestApp({
    instrument: (instance) => {
      const pending = new WeakMap<object, Exchange>();
      // Every call, including one refused before its body is read (an unsupported content type).
      instance.addHook('onRequest', async (request) => {
        if (!request.url.startsWith('/api/v1/') || request.url.startsWith('/api/v1/openapi.json')) return;
        const exchange: Exchange = {
          method: request.method.toLowerCase(),
          route: request.routeOptions.url ?? request.url,
          query: { ...(request.query as object) },
          body: undefined,
          contentType: String(request.headers['content-type'] ?? '').split(';')[0] ?? '',
        };
        pending.set(request, exchange);
        exchanges.push(exchange);
      });
      // Before validation: the body as the client sent it, before the schema drops fields it does not know.
      instance.addHook('preValidation', async (request) => {
        const exchange = pending.get(request);
        if (exchange && request.body !== undefined) exchange.body = structuredClone(request.body);
      });
      instance.addHook('onSend', async (request, reply, payload) => {
        const exchange = pending.get(request);
        if (exchange) {
          exchange.status = reply.statusCode;
          exchange.answer = typeof payload === 'string' ? payload : undefined;
        }
        return payload;
      });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as Document;
  vi.stubEnv('VITE_API_BASE_URL', `http://127.0.0.1:${port}/api/v1`);
  // The stream reads the token where the app keeps it.
  vi.stubGlobal('localStorage', {
    getItem: () => (caller ? (tokens[caller] ?? null) : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  const client = await import('../../src/api/client');
  client.configureApiClient({
    onError: () => undefined,
    onUnauthorized: () => undefined,
    sessionToken: () => (caller ? (tokens[caller] ?? null) : null),
  });
  api = {
    accounts: await import('../../src/api/accounts'),
    admin: await import('../../src/api/admin'),
    bootRequest: await import('../../src/api/bootRequest'),
    categories: await import('../../src/api/categories'),
    notifications: await import('../../src/api/notifications'),
    orders: await import('../../src/api/orders'),
    orderDocuments: await import('../../src/api/orderDocuments'),
    insight: await import('../../src/api/insight'),
    products: await import('../../src/api/products'),
    users: await import('../../src/api/users'),
    wallet: await import('../../src/api/wallet'),
    payouts: await import('../../src/api/payouts'),
    returns: await import('../../src/api/returns'),
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await app.close();
});

const png = () =>
  new File(
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    'photo.png',
    { type: 'image/png' },
  );

const as = <T>(who: DemoAccountKey | null, run: () => Promise<T>) => {
  caller = who;
  return run();
};

/** The first row of a query of the test app's database (SQLite or PostgreSQL). */
const row = async <T>(query: RawBuilder<T>): Promise<T> => {
  const [first] = (await query.execute(app.db)).rows;
  if (!first) throw new Error('the query found no row');
  return first;
};

/** Each call of src/api, in an order that leaves every later call something to act on. */
/** The bulk confirm the undo call takes back. */
let bulkConfirmed: OrderBulkResult | undefined;

const CALLS: Record<string, () => Promise<unknown>> = {
  'accounts.login': async () => {
    for (const who of ['admin', 'seller', 'ambassador', 'newseller'] as const) {
      const { email } = demoAccount(who);
      tokens[who] = (
        await as(null, () => api.accounts.login({ email, password: DEMO_PASSWORD, is_seller: true }))
      ).user.token;
    }
  },
  'accounts.register': () =>
    as(null, () =>
      api.accounts.register({
        name: 'Contract Seller',
        nickname: 'contract',
        email: 'contract@example.com',
        phone_number: '01099990000',
        referred_by: '',
        password: 'contractpass1',
        is_seller: true,
        default_lang: 'en',
      }),
    ),
  'accounts.fetchProfile': () => as('seller', () => api.accounts.fetchProfile()),
  'accounts.getFirstSteps': () => as('newseller', () => api.accounts.getFirstSteps()),
  // A start's reads as the app sends them before axios has loaded (the profile, the inventory's first page).
  'bootRequest.sendStartRead': async () => {
    const { API_BASE_URL } = await import('../../src/api/client');
    const { recordedRequest, requestHref, sendStartRead } = api.bootRequest;
    const reads = [
      recordedRequest('GET', requestHref(API_BASE_URL, '/accounts/', undefined), undefined),
      recordedRequest('POST', requestHref(API_BASE_URL, '/products/seller', { page: 1, limit: 15 }), {}),
    ];
    for (const read of reads) {
      if (!read || (await sendStartRead(read, tokens.seller ?? null)) === null)
        throw new Error(`${JSON.stringify(read)} was refused`);
    }
  },
  'accounts.requestPasswordReset': () =>
    as(null, () => api.accounts.requestPasswordReset('newseller@demo.eg', true)),
  'accounts.resetPassword': () =>
    as(null, () => api.accounts.resetPassword(DEMO_IDS.newseller, 'not-a-real-token', 'anotherpass1')).catch(
      () => undefined,
    ),
  'accounts.addKyc': () => as('newseller', () => api.accounts.addKyc(KYC_BODY as never)),
  'accounts.addBusinessInfo': () =>
    as('newseller', () => api.accounts.addBusinessInfo('en', BUSINESS_INFO_BODY.response as never)),
  'accounts.addCompanyRegistration': () =>
    as('newseller', () => api.accounts.addCompanyRegistration(COMPANY_REGISTRATION_BODY as never)),
  'accounts.updateGeneralProfile': async () => {
    const profile = await as('newseller', () => api.accounts.fetchProfile());
    return as('newseller', () =>
      api.accounts.updateGeneralProfile({
        name: 'New Seller Renamed',
        nickname: profile.nickname ?? '',
        email: profile.email ?? 'newseller@demo.eg',
        phone_number: profile.phone_number ?? '',
        primary_address: profile.primary_address as never,
      }),
    );
  },
  'accounts.uploadDocument': async () => {
    await as('newseller', () => api.accounts.uploadDocument('kyc_front', png(), { language: 'ar' }));
    await as('admin', () =>
      api.accounts.uploadDocument('kyc_back', png(), { language: 'en', passedId: DEMO_IDS.newseller }),
    );
  },
  'admin.uploadAdminDocument': () =>
    as('admin', () => api.admin.uploadAdminDocument(DEMO_IDS.newseller, 'company_reg', png(), 'en')),
  'admin.reviewDocument': () =>
    as('admin', () =>
      api.admin.reviewDocument(DEMO_IDS.newseller, 'kyc_front', 'rejected', { code: 'unreadable' } as never),
    ),
  'admin.reviewBusinessInfo': () =>
    as('admin', () => api.admin.reviewBusinessInfo(DEMO_IDS.newseller, 'approved')),
  'admin.grantRole': () => as('admin', () => api.admin.grantRole(DEMO_IDS.buyer, 'sourcing')),
  'admin.getReviewQueues': () => as('admin', () => api.admin.getReviewQueues()),
  'admin.getAuditTrail': () => as('admin', () => api.admin.getAuditTrail('user', DEMO_IDS.newseller)),
  'users.listUsers': () =>
    as('admin', () =>
      api.users.listUsers({ page: 1, limit: 15, role: 'seller', search: 'seller', review: undefined }),
    ),
  'users.listRecruits': () => as('ambassador', () => api.users.listRecruits()),
  'users.fetchUser': () => as('admin', () => api.users.fetchUser(DEMO_IDS.seller)),
  'categories.listCategories': () => as('seller', () => api.categories.listCategories()),
  'categories.addCategory': () =>
    as('admin', () =>
      api.categories.addCategory({
        name: { en: 'Contract tools', ar: 'أدوات العقد' },
        headers: [],
        is_sub: false,
        parent_code: '',
      }),
    ),
  'categories.uploadCategoryLogo': async () => {
    const { id } = await row<{ id: string }>(sql`SELECT id FROM categories WHERE name_en = 'Contract tools'`);
    return as('admin', () => api.categories.uploadCategoryLogo(id, png()));
  },
  'categories.updateCategory': async () => {
    const { id } = await row<{ id: string }>(sql`SELECT id FROM categories WHERE name_en = 'Contract tools'`);
    return as('admin', () => api.categories.updateCategory(id, { published: true }));
  },
  'categories.deleteCategory': async () => {
    const { code } = await row<{ code: string }>(
      sql`SELECT code FROM categories WHERE name_en = 'Contract tools'`,
    );
    return as('admin', () => api.categories.deleteCategory(code));
  },
  'products.listProducts': () =>
    as('admin', () =>
      api.products.listProducts({
        page: 1,
        limit: 15,
        filter: { status: 'pending' },
        orFilter: [{ status: 'rejected' }, { status: 'paused' }],
        search: 'watch',
        sort: 'waiting',
      }),
    ),
  'products.listSellerProducts': () =>
    as('admin', () => api.products.listSellerProducts({ page: 1, limit: 15, sellerId: DEMO_IDS.seller })),
  'products.getProduct': async () => {
    const id = await sellerProduct();
    return as('seller', () => api.products.getProduct(id));
  },
  'products.updateProduct': async () => {
    const id = await sellerProduct();
    return as('seller', () => api.products.updateProduct(id, { stock_quantity: 12, handling_time: 3 }));
  },
  'products.uploadProductImage': async () => {
    const id = await sellerProduct();
    return as('seller', () => api.products.uploadProductImage(id, png()));
  },
  'products.updateProductStatus': async () => {
    const id = await sellerProduct();
    return as('admin', () =>
      api.products.updateProductStatus([id], 'rejected', { code: 'poor_photos' } as never),
    );
  },
  'products.previewBulkStatus': () =>
    as('admin', () => api.products.previewBulkStatus({ filter: { seller_id: DEMO_IDS.seller2 } }, 'paused')),
  'products.applyBulkStatus': async () => {
    const preview = await as('admin', () =>
      api.products.previewBulkStatus({ filter: { seller_id: DEMO_IDS.seller2 } }, 'paused'),
    );
    return as('admin', () =>
      api.products.applyBulkStatus({
        selection: { filter: { seller_id: DEMO_IDS.seller2 } },
        status: 'paused',
        expected: preview.matching,
      }),
    );
  },
  'products.undoStatusChange': async () => {
    const { id } = await row<{ id: string }>(
      sql`SELECT id FROM product_status_batches ORDER BY created_at DESC LIMIT 1`,
    );
    return as('admin', () => api.products.undoStatusChange(id));
  },
  'products.getSheetLimits': () => as('seller', () => api.products.getSheetLimits()),
  'products.uploadProductSheet': async () => {
    const csv = readFileSync(path.resolve(__dirname, '../fixtures/spreadsheets/ar_utf8.csv'));
    sheetUrl = await as('seller', () =>
      api.products.uploadProductSheet(new File([csv], 'ar_utf8.csv', { type: 'text/csv' })),
    );
  },
  'products.addProductsFromSheet': () =>
    as('seller', () =>
      api.products.addProductsFromSheet({
        route: sheetUrl,
        lang: 'ar',
        category: 'electronics',
        partial: true,
        file_name: 'ar_utf8.csv',
      }),
    ),
  'products.listProductImports': () =>
    as('admin', () => api.products.listProductImports({ page: 1, limit: 15, sellerId: DEMO_IDS.seller })),
  'products.getProductImport': async () => {
    const { id } = await row<{ id: string }>(
      sql`SELECT id FROM product_imports ORDER BY created_at DESC LIMIT 1`,
    );
    return as('seller', () => api.products.getProductImport(id));
  },
  'products.createProduct': () =>
    as('seller', () =>
      api.products.createProduct({
        category: 'electronics',
        en: { name: 'Contract lamp' },
        listing_price: 12.5,
        stock_quantity: 3,
      }),
    ),
  'products.getLowStockDefault': () => as('seller', () => api.products.getLowStockDefault()),
  'products.setLowStockDefault': () => as('seller', () => api.products.setLowStockDefault(5)),
  'products.searchCatalogue': () =>
    as('seller', () => api.products.searchCatalogue({ page: 1, limit: 5, search: 'charger' })),
  'products.exportProducts': () =>
    as('seller', () => api.products.exportProducts({ lang: 'ar', category: 'electronics' })),
  'products.previewBulkOffer': () =>
    as('seller', () =>
      api.products.previewBulkOffer(
        { selection: { search: 'contract lamp' } },
        { kind: 'changePercent', value: 10 },
      ),
    ),
  'products.applyBulkOffer': async () => {
    const targets = { selection: { search: 'contract lamp' } };
    const change = { kind: 'setStock', value: 8 } as const;
    const { matching } = await as('seller', () => api.products.previewBulkOffer(targets, change));
    return as('seller', () => api.products.applyBulkOffer(targets, change, matching));
  },
  'products.undoBulkOffer': async () => {
    const { id } = await row<{ id: string }>(
      sql`SELECT id FROM product_offer_batches ORDER BY created_at DESC LIMIT 1`,
    );
    return as('seller', () => api.products.undoBulkOffer(id));
  },
  'orders.listSellerOrders': () =>
    as('seller', () => api.orders.listSellerOrders({ page: 1, limit: 15, status: 'pending', search: 'a' })),
  'orders.listAdminOrders': () =>
    as('admin', () => api.orders.listAdminOrders({ page: 1, limit: 15, status: 'all' })),
  'orders.getOrder': async () => {
    const { order_id } = await pendingLine();
    return as('seller', () => api.orders.getOrder(order_id));
  },
  'orderDocuments.getOrderDocuments': async () => {
    const { order_ref_id } = await pendingLine();
    return as('seller', () => api.orderDocuments.getOrderDocuments([order_ref_id]));
  },
  // One order by its own address, several in one call.
  'orderDocuments.fetchOrderDocumentsPdf': async () => {
    const { order_id } = await pendingLine();
    const other = await row<{ id: string }>(
      sql`SELECT o.id FROM orders o WHERE o.id <> ${order_id} AND EXISTS (SELECT 1 FROM order_lines l
          WHERE l.order_id = o.id AND l.status NOT IN ('canceled', 'rejected')) ORDER BY o.rowid LIMIT 1`,
    );
    await as('seller', () => api.orderDocuments.fetchOrderDocumentsPdf('invoice', [order_id], 'ar'));
    return as('admin', () =>
      api.orderDocuments.fetchOrderDocumentsPdf('packing_slip', [order_id, other.id], 'en'),
    );
  },
  'orders.updateOrderStatus': async () => {
    confirmedLine = await pendingLine();
    return as('seller', () =>
      api.orders.updateOrderStatus(confirmedLine!.order_id, {
        status: 'confirmed',
        product_id: confirmedLine!.product_id,
        order_ref_id: confirmedLine!.order_ref_id,
      }),
    );
  },
  'orders.undoOrderStatus': () =>
    as('seller', () =>
      api.orders.undoOrderStatus(confirmedLine!.order_id, {
        product_id: confirmedLine!.product_id,
        order_ref_id: confirmedLine!.order_ref_id,
      }),
    ),
  'orders.previewOrderBulk': async () => {
    const { order_id, product_id } = await pendingLine();
    return as('seller', () => api.orders.previewOrderBulk('confirm', { lines: [{ order_id, product_id }] }));
  },
  'orders.applyOrderBulk': async () => {
    const { order_id, product_id } = await pendingLine();
    const targets = { lines: [{ order_id, product_id }] };
    const { preview } = await as('seller', () => api.orders.previewOrderBulk('confirm', targets));
    bulkConfirmed = (await as('seller', () => api.orders.applyOrderBulk('confirm', targets, preview))).result;
    return bulkConfirmed;
  },
  'orders.undoOrderBulk': () =>
    as('seller', () => api.orders.undoOrderBulk(bulkConfirmed!.batch, bulkConfirmed!.lines)),
  'orders.exportOrders': () =>
    as('seller', () => api.orders.exportOrders({ lang: 'ar', status: 'pending', sort: 'ship_by' })),
  'orders.getOperationsDesk': () => as('admin', () => api.orders.getOperationsDesk()),
  'insight.getSalesInsight': () =>
    as('seller', () => api.insight.getSalesInsight({ from: '2026-10-01', to: '2026-10-31', grain: 'week' })),
  'insight.getMarketInsight': () =>
    as('admin', () => api.insight.getMarketInsight({ from: '2026-01-01', to: '2026-11-27', grain: 'month' })),
  'notifications.listNotifications': () => as('seller', () => api.notifications.listNotifications()),
  'notifications.markNotificationRead': async () => {
    const [first] = await as('seller', () => api.notifications.listNotifications());
    return as('seller', () => api.notifications.markNotificationRead(first!._id));
  },
  'notifications.markAllNotificationsRead': () =>
    as('seller', () => api.notifications.markAllNotificationsRead()),
  'notifications.streamNotifications': async () => {
    const stop = new AbortController();
    await as('seller', () =>
      api.notifications
        .streamNotifications({ onOpen: () => stop.abort(), onNotification: () => undefined }, stop.signal)
        .catch((error: unknown) => {
          if (!stop.signal.aborted) throw error;
        }),
    );
  },
  'wallet.fetchWallet': () => as('seller', () => api.wallet.fetchWallet()),
  'wallet.fetchLedgerPage': () =>
    as('seller', () =>
      api.wallet.fetchLedgerPage({ page: 1, limit: 10, search: 'order', from: '2026-01-01', to: '' }),
    ),
  'payouts.createWithdrawal': () =>
    as('seller', () =>
      api.payouts.createWithdrawal(
        {
          amount: 120,
          account_holder_name: 'Mona Adel',
          bank_code: 'CIB',
          iban: 'EG380019000500000000263180002',
        },
        'contract-1',
      ),
    ),
  'payouts.getPayoutAccount': () => as('seller', () => api.payouts.getPayoutAccount()),
  'payouts.listWithdrawals': () =>
    as('admin', () => api.payouts.listWithdrawals({ status: 'pending', page: '1', limit: '10' })),
  'payouts.cancelWithdrawal': async () => {
    const { withdrawal } = await as('seller', () =>
      api.payouts.createWithdrawal(
        {
          amount: 110,
          account_holder_name: 'Mona Adel',
          bank_code: 'CIB',
          iban: 'EG380019000500000000263180002',
        },
        'contract-2',
      ),
    );
    await as('seller', () => api.payouts.cancelWithdrawal(withdrawal._id));
  },
  'payouts.approveWithdrawal': async () => {
    const { withdrawals } = await as('admin', () => api.payouts.listWithdrawals({ status: 'pending' }));
    await as('admin', () => api.payouts.approveWithdrawal(withdrawals[0]?._id ?? ''));
  },
  'payouts.payWithdrawal': async () => {
    const { withdrawals } = await as('admin', () => api.payouts.listWithdrawals({ status: 'approved' }));
    await as('admin', () =>
      api.payouts.payWithdrawal(withdrawals[0]?._id ?? '', { reference: 'FT-1', paid_on: '2026-01-02' }),
    );
  },
  'payouts.rejectWithdrawal': async () => {
    const { withdrawal } = await as('seller', () =>
      api.payouts.createWithdrawal(
        {
          amount: 105,
          account_holder_name: 'Mona Adel',
          bank_code: 'CIB',
          iban: 'EG380019000500000000263180002',
        },
        'contract-3',
      ),
    );
    await as('admin', () =>
      api.payouts.rejectWithdrawal(withdrawal._id, { code: 'other', text: 'checking' }),
    );
  },
  'payouts.createCompensation': () =>
    as('admin', () =>
      api.payouts.createCompensation({
        user_id: DEMO_IDS.seller,
        amount: 12.5,
        reason: { code: 'late_payment' },
        order_id: 'ORD-1',
      }),
    ),
  'payouts.listCompensations': () =>
    as('seller', () => api.payouts.listCompensations({ page: '1', limit: '10' })),
  'returns.uploadReturnPhoto': async () => {
    returnPhoto = (await as('admin', () => api.returns.uploadReturnPhoto(png()))).url;
  },
  'returns.createReturn': async () => {
    const line = await deliveredLine();
    openedCase = await as('admin', () =>
      api.returns.createReturn({
        order_id: line.order_id,
        product_id: line.product_id,
        quantity: 1,
        reason: { code: 'damaged', text: 'Box crushed' },
        photos: [returnPhoto],
      }),
    );
  },
  'returns.listReturns': () =>
    as('seller', () =>
      api.returns.listReturns({ status: 'requested', page: '1', limit: '10', search: 'RT' }),
    ),
  'returns.getReturn': () => as('seller', () => api.returns.getReturn(openedCase?._id ?? '')),
  'returns.acceptReturn': () => as('seller', () => api.returns.acceptReturn(openedCase?._id ?? '')),
  'returns.receiveReturn': () => as('admin', () => api.returns.receiveReturn(openedCase?._id ?? '')),
  'returns.refuseReturn': async () => {
    const line = await deliveredLine();
    const second = await as('admin', () =>
      api.returns.createReturn({
        order_id: line.order_id,
        product_id: line.product_id,
        quantity: 1,
        reason: { code: 'wrong_item' },
      }),
    );
    await as('seller', () => api.returns.refuseReturn(second._id, { code: 'other', text: 'Not ours' }));
  },
  'returns.listCancellations': () =>
    as('seller', () => api.returns.listCancellations({ page: '1', limit: '10', from: '2020-01-01' })),
  'accounts.changePassword': async () => {
    const answer = await as('ambassador', () => api.accounts.changePassword(DEMO_PASSWORD, 'changedpass1'));
    tokens.ambassador = answer.user.token;
  },
  'accounts.revokeSession': () => as('ambassador', () => api.accounts.revokeSession()),
  'accounts.revokeAllSessions': () => as('newseller', () => api.accounts.revokeAllSessions()),
};

let sheetUrl = '';
let returnPhoto = '';
let openedCase: { _id: string } | undefined;

/** A delivered line of the demo seller nothing has come back of yet, nor is held by an open case. */
const deliveredLine = () =>
  row<{ order_id: string; product_id: string }>(sql`
    SELECT l.order_id, l.product_id FROM order_lines l
    WHERE l.seller_id = ${DEMO_IDS.seller} AND l.status = 'delivered' AND l.returned_quantity = 0
      AND NOT EXISTS (SELECT 1 FROM return_cases r WHERE r.line_id = l.id)
    ORDER BY l.id LIMIT 1`);
let confirmedLine: { order_id: string; product_id: string; order_ref_id: string } | undefined;

const sellerProduct = async () =>
  (
    await row<{ id: string }>(
      sql`SELECT id FROM products WHERE seller_id = ${DEMO_IDS.seller} AND status = 'active' LIMIT 1`,
    )
  ).id;

const pendingLine = () =>
  row<{ order_id: string; product_id: string; order_ref_id: string }>(
    sql`SELECT l.order_id, l.product_id, o.order_ref_id FROM order_lines l JOIN orders o ON o.id = l.order_id
        JOIN products p ON p.id = l.product_id WHERE p.seller_id = ${DEMO_IDS.seller} AND l.status = 'pending'
        ORDER BY l.rowid LIMIT 1`,
  );

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<object, ValidateFunction>();
const validate = (schema: object, value: unknown): string | null => {
  let check = validators.get(schema);
  if (!check) {
    check = ajv.compile(schema);
    validators.set(schema, check);
  }
  return check(value) ? null : ajv.errorsText(check.errors);
};

/** /api/v1/category/:id → /api/v1/category/{id}; /api/v1/admin/:userId/add-:role → …/add-{role} */
const documentPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const problemsOf = (exchange: Exchange): string[] => {
  const name = `${exchange.method.toUpperCase()} ${exchange.route}`;
  const operation = document.paths[documentPath(exchange.route)]?.[exchange.method];
  if (!operation) return [`${name} is not in the document`];
  const problems: string[] = [];
  const declared = new Map(
    (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
  );
  for (const [key, value] of Object.entries(exchange.query)) {
    const schema = declared.get(key);
    if (!schema) problems.push(`${name}: query parameter ${key} is not declared`);
    else {
      const wrong = validate(schema, value);
      if (wrong) problems.push(`${name}: query ${key}=${String(value)}: ${wrong}`);
    }
  }
  if (exchange.body !== undefined && exchange.contentType === 'application/json') {
    const schema = operation.requestBody?.content['application/json']?.schema;
    if (!schema) problems.push(`${name}: sends a JSON body the document does not declare`);
    else {
      const wrong = validate(schema, exchange.body);
      if (wrong) problems.push(`${name}: body ${JSON.stringify(exchange.body)}: ${wrong}`);
    }
  }
  if (
    exchange.contentType === 'multipart/form-data' &&
    !operation.requestBody?.content['multipart/form-data']
  ) {
    problems.push(`${name}: sends multipart the document does not declare`);
  }
  if (exchange.status === undefined) {
    // A route that writes its own answer (the event stream) documents it with its media type.
    const raw = operation.responses['200']?.content ?? {};
    if (Object.keys(raw).filter((type) => type !== 'application/json').length === 0) {
      problems.push(`${name}: writes its own answer, not documented`);
    }
    return problems;
  }
  const status = String(exchange.status);
  const response = operation.responses[status] ?? operation.responses[`${status[0]}XX`];
  if (!response) problems.push(`${name}: answered ${status}, not documented`);
  const schema = response?.content?.['application/json']?.schema;
  if (schema && exchange.answer !== undefined) {
    const wrong = validate(schema, JSON.parse(exchange.answer));
    if (wrong) problems.push(`${name}: answer ${status}: ${wrong}`);
  }
  return problems;
};

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the bearer scheme, and every operation states its answers and who may call it', () => {
    expect((document as unknown as { openapi: string }).openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${url}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { name, operation } of operations) {
      expect(operation.security, name).toBeDefined();
      expect((operation as { summary?: string }).summary, `${name} says what it does`).toMatch(
        /^[A-Z].{10,}/,
      );
      expect(operation.responses['4XX']?.content?.['application/json'], name).toBeDefined();
      expect(operation.responses['5XX'], name).toBeDefined();
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('2')),
        `${name} documents its success`,
      ).toBe(true);
      const pathParams = [...name.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort(), name).toEqual(pathParams.sort());
    }
    expect(document.paths['/api/v1/accounts/login']?.post?.security).toEqual([]);
    expect(document.paths['/api/v1/admin/queues']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('every call of src/api', () => {
  it('is exercised here', () => {
    expect(Object.keys(CALLS).sort()).toEqual(callingFunctions());
  });

  it('matches the document, request and answer', async () => {
    const problems: string[] = [];
    for (const [call, run] of Object.entries(CALLS)) {
      const first = exchanges.length;
      try {
        await run();
      } catch (error) {
        problems.push(`${call} failed: ${JSON.stringify(error)}`);
      }
      const made = exchanges.slice(first);
      if (made.length === 0) problems.push(`${call} made no call`);
      problems.push(
        ...made.flatMap((exchange) => problemsOf(exchange).map((problem) => `${call}: ${problem}`)),
      );
    }
    expect(problems).toEqual([]);
    // Most calls succeeded: a contract checked only on refusals would prove little.
    const succeeded = exchanges.filter((exchange) => (exchange.status ?? 0) < 300).length;
    expect(succeeded / exchanges.length).toBeGreaterThan(0.9);
  }, 60_000);
});

describe('the reference page', () => {
  it('is served with the document outside production, and not at all when turned off', async () => {
    const withPage = await makeTestApp({ apiReferencePage: true });
    const without = await makeTestApp({ apiReferencePage: false });
    try {
      const page = await withPage.inject({ method: 'GET', url: '/api/v1/reference/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      // Its scripts are files of its own: the API's Content-Security-Policy (no inline script) lets it run.
      expect(page.body).not.toMatch(/<script>[^<]/);
      const initializer = await withPage.inject({
        method: 'GET',
        url: '/api/v1/reference/static/swagger-initializer.js',
      });
      expect(initializer.statusCode).toBe(200);
      expect(initializer.headers['content-security-policy']).toContain("script-src 'self'");
      const documentAnswer = await withPage.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      expect(documentAnswer.headers['cache-control']).toBe('no-cache');
      expect(documentAnswer.json().paths['/api/v1/reference/']).toBeUndefined();

      expect((await without.inject({ method: 'GET', url: '/api/v1/reference/' })).statusCode).toBe(404);
      expect((await without.inject({ method: 'GET', url: '/api/v1/openapi.json' })).statusCode).toBe(200);
    } finally {
      await withPage.close();
      await without.close();
    }
  });
});
