import type { FastifyInstance } from 'fastify';
import { currentUser, requireSeller } from '../lib/auth';
import {
  toProduct,
  toTransaction,
  toUser,
  toWallet,
  type ProductRow,
  type TransactionRow,
  type UserRow,
  type WalletRow,
} from '../lib/serialize';

export const walletRoutes = async (app: FastifyInstance): Promise<void> => {
  /**
   * The account summary (DESIGN.md §4): wallet, ledger newest first, and the user. A static path, so it
   * wins over GET /accounts/:id.
   */
  app.get('/accounts/wallet', { preValidation: requireSeller }, async (request) => {
    const userId = currentUser(request).id;
    const wallet = app.db.prepare<[string], WalletRow>('SELECT * FROM wallets WHERE user_id = ?').get(userId);
    const transactions = app.db
      .prepare<[string], TransactionRow>(
        'SELECT * FROM transactions WHERE user_id = ? ORDER BY transaction_time DESC, rowid DESC',
      )
      .all(userId);
    const productIds = [...new Set(transactions.flatMap((row) => (row.product_id ? [row.product_id] : [])))];
    const products = new Map<string, ProductRow>();
    const findProduct = app.db.prepare<[string], ProductRow>('SELECT * FROM products WHERE id = ?');
    for (const id of productIds) {
      const product = findProduct.get(id);
      if (product) products.set(id, product);
    }
    const user = app.db.prepare<[string], UserRow>('SELECT * FROM users WHERE _id = ?').get(userId);
    return {
      success: true,
      data: {
        wallet: toWallet(wallet),
        transactions: transactions.map((row) => {
          const product = row.product_id ? products.get(row.product_id) : undefined;
          return toTransaction(row, product ? toProduct(product) : null);
        }),
        user: user ? toUser(user) : null,
      },
    };
  });
};
