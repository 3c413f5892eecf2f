import type { FastifyInstance } from 'fastify';
import { currentUser, requireSeller } from '../lib/auth';
import { toProduct, toTransaction, toUser, toWallet, type ProductRow } from '../lib/serialize';
import { findUserById } from '../lib/users';
import { findProduct } from '../products/queries';
import { ledgerOf, walletOf } from './queries';

export const walletRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  /**
   * The account summary (DESIGN.md §4): wallet, ledger newest first, and the user. A static path, so it
   * wins over GET /accounts/:id.
   */
  app.get('/accounts/wallet', { preValidation: requireSeller }, async (request) => {
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
  });
};
