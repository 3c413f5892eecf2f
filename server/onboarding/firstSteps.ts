/** A new seller's first steps: where each one stands, in one answer for their home's checklist. */
import type { FastifyInstance } from 'fastify';
import { FIRST_STEP_STATES, registrationSteps, type FirstSteps } from '../../src/lib/firstSteps';
import type { Db } from '../db/database';
import { named } from '../lib/apiComponents';
import { currentUser, requireSeller } from '../lib/auth';
import { envelope, objectOf, responses } from '../lib/responseSchemas';
import { toUser } from '../lib/serialize';
import { loadAccount } from '../lib/users';

const STATE = { type: 'string', enum: FIRST_STEP_STATES } as const;

const FIRST_STEPS_RESPONSES = responses(
  envelope({
    data: named(
      'FirstSteps',
      objectOf({
        kyc: STATE,
        business_info: STATE,
        company_registration: STATE,
        product: STATE,
        photo: STATE,
        payout_account: STATE,
      }),
    ),
  }),
);

/**
 * Whether the seller has a product, a product with a photo, and a payout account, in one round trip. Each is
 * an EXISTS that stops at the first row: the seller's products are reached by the indexes that start with
 * seller_id, the payout account by its key. A photo is looked for only among the seller's own products, and
 * the list of a product without one is stored as `[]`.
 */
export const holdingsQuery = (db: Db, sellerId: string) =>
  db.selectNoFrom(({ exists, selectFrom }) => [
    exists(selectFrom('products').select('id').where('seller_id', '=', sellerId)).as('product'),
    exists(
      selectFrom('products')
        .select('id')
        .where('seller_id', '=', sellerId)
        .where('product_images', '<>', '[]'),
    ).as('photo'),
    exists(selectFrom('payout_accounts').select('user_id').where('user_id', '=', sellerId)).as(
      'payout_account',
    ),
  ]);

const sellerHoldings = async (db: Db, sellerId: string) => {
  const row = await holdingsQuery(db, sellerId).executeTakeFirstOrThrow();
  // SQLite answers 0 or 1, PostgreSQL true or false.
  return {
    product: Boolean(row.product),
    photo: Boolean(row.photo),
    payout_account: Boolean(row.payout_account),
  };
};

export const firstStepsRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  app.get(
    '/accounts/first-steps',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'getFirstSteps',
        summary:
          'Where each of a seller’s first steps stands: registration, a first product and photo, payouts',
        response: FIRST_STEPS_RESPONSES,
      },
    },
    async (request) => {
      const id = currentUser(request).id;
      const [user, holdings] = await Promise.all([loadAccount(db, id), sellerHoldings(db, id)]);
      const state = (done: boolean) => (done ? 'done' : 'todo');
      const data: FirstSteps = {
        ...registrationSteps(toUser(user)),
        product: state(holdings.product),
        photo: state(holdings.photo),
        payout_account: state(holdings.payout_account),
      };
      return { success: true, data };
    },
  );
};
