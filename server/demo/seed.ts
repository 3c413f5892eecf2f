/**
 * Fills a new database: with 'demo' the demo accounts of every role and their data (server/demo/seedData.ts), with
 * 'none' the admin account only.
 */
import { hashPassword } from '../lib/auth';
import type { FileStore } from '../storage/fileStore';
import { CATEGORIES, type CategorySeed } from './catalogue';
import type { Db } from '../db/database';
import { insertCategories, insertProducts, makeProduct, type ProductSeed } from './seedCatalogue';
import {
  DEMO_IDS,
  DEMO_PASSWORD,
  DEMO_RANDOM_SEED,
  SELLER2_PRODUCT_COUNT,
  SELLER_PRODUCT_COUNT,
  seededId,
} from './seedData';
import { insertStatusHistory, insertWallet } from './seedHistory';
import { rebuildSalesSums } from '../insight/rebuild';
import { insertDemoOrders, insertNotifications } from './seedOrders';
import { createRandom } from './seedRandom';
import { coreUsers, insertUsers, recruits } from './seedUsers';

const seedDemo = async (db: Db, files: FileStore, passwordHash: string): Promise<void> => {
  const random = createRandom(DEMO_RANDOM_SEED);
  const users = [...(await coreUsers(files)), ...(await recruits(files))];
  let productCounter = 0;
  let txCounter = 0;
  let notificationCounter = 0;
  let auditCounter = 0;

  const catalogue = new Map<string, ProductSeed[]>();
  for (const [sellerId, count, prefix] of [
    [DEMO_IDS.seller, SELLER_PRODUCT_COUNT, 'S1'],
    [DEMO_IDS.seller2, SELLER2_PRODUCT_COUNT, 'S2'],
  ] as const) {
    const products: ProductSeed[] = [];
    for (let index = 0; index < count; index += 1) {
      productCounter += 1;
      const category = CATEGORIES[index % CATEGORIES.length] as CategorySeed;
      const sku = `${category.skuPrefix}-${prefix}-${String(index + 1).padStart(4, '0')}`;
      products.push(makeProduct(random, seededId('b1', productCounter), sellerId, index, sku));
    }
    catalogue.set(sellerId, products);
  }

  await db.transaction().execute(async (trx) => {
    await insertUsers(trx, users, passwordHash);
    await insertCategories(trx);
    await insertProducts(trx, [...catalogue.values()].flat());
    const linesBySeller = await insertDemoOrders(trx, random, catalogue);
    const nextTxId = () => seededId('e1', (txCounter += 1));
    const nextNotificationId = () => seededId('f1', (notificationCounter += 1));
    const nextAuditId = () => seededId('e2', (auditCounter += 1));
    for (const [sellerId, lines] of linesBySeller) {
      await insertWallet(trx, sellerId, lines, nextTxId);
      await insertStatusHistory(trx, lines, nextAuditId);
      await insertNotifications(trx, sellerId, lines, catalogue.get(sellerId) ?? [], nextNotificationId);
    }
    // The insight's sums again, now that the lines' moves have their recorded times.
    await rebuildSalesSums(trx);
  });
};

const demoHashes = new Map<number, Promise<string>>();

/**
 * Fills a new database. 'none' creates only the admin account; 'demo' adds the demo accounts of every role and their data.
 * The demo password hash is computed once per process: seeding stays fast when tests build many apps.
 */
export const seedDatabase = async (
  db: Db,
  options: { mode: 'demo' | 'none'; files: FileStore; passwordCost: number },
): Promise<void> => {
  let demoHash = demoHashes.get(options.passwordCost);
  if (!demoHash) {
    demoHash = hashPassword(DEMO_PASSWORD, options.passwordCost);
    demoHashes.set(options.passwordCost, demoHash);
  }
  const passwordHash = await demoHash;
  if (options.mode === 'demo') {
    await seedDemo(db, options.files, passwordHash);
    return;
  }
  const admin = await coreUsers(options.files, DEMO_IDS.admin);
  await db.transaction().execute((trx) => insertUsers(trx, admin, passwordHash));
};
