import type { FastifyInstance } from 'fastify';
import { currentUser, requireSeller } from '../lib/auth';
import { toProduct, toTransaction, toUser, toWallet, type ProductRow } from '../lib/serialize';
import {
  arrayOf,
  envelope,
  objectOf,
  orNull,
  responses,
  TRANSACTION_SCHEMA,
  USER_SCHEMA,
  WALLET_SCHEMA,
} from '../lib/responseSchemas';
import { findUserById } from '../lib/users';
import { findProduct } from '../products/queries';
import { ledgerOf, walletOf } from './queries';

/** The account summary: wallet, ledger and the user (null if the account went meanwhile). */
const ACCOUNT_SUMMARY_RESPONSES = responses(
  envelope({
    data: objectOf({
      wallet: WALLET_SCHEMA,
      transactions: arrayOf(TRANSACTION_SCHEMA),
      user: orNull(USER_SCHEMA),
    }),
  }),
);

export const walletRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  /**
   * The account summary (DESIGN.md §4): wallet, ledger newest first, and the user. A static path, so it
   * wins over GET /accounts/:id.
   */
  app.get(
    '/accounts/wallet',
    { preValidation: requireSeller, schema: { response: ACCOUNT_SUMMARY_RESPONSES } },
    async (request) => {
      const userId = currentUser(request).id;
      const transactions = ledgerOf(db, userId);
      const products = new Map<string, ProductRow>();
      for (const row of transactions) {
        if (!row.product_id || products.has(row.product_id)) continue;
        const product = findProduct(db, row.product_id);
        if (product) products.set(row.product_id, product);
      }
      const user = findUserById(db, userId);
      return {
        success: true,
        data: {
          wallet: toWallet(walletOf(db, userId)),
          transactions: transactions.map((row) => {
            const product = row.product_id ? products.get(row.product_id) : undefined;
            return toTransaction(row, product ? toProduct(product) : null);
          }),
          user: user ? toUser(user) : null,
        },
      };
    },
  );
};
