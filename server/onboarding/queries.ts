import type { Db } from '../db/database';
import { nowIso } from '../lib/ids';

export type ProfileFields = {
  name: string;
  nickname: string | null;
  email: string | null;
  phone: string;
  lang: 'ar' | 'en';
  address: Record<string, unknown>;
};

/** The own profile (update-general); a taken e-mail or phone fails on the unique index. */
export const updateProfile = async (db: Db, userId: string, profile: ProfileFields): Promise<void> => {
  await db
    .updateTable('users')
    .set({
      name: profile.name,
      nickname: profile.nickname,
      email: profile.email,
      phone_number: profile.phone,
      default_lang: profile.lang,
      primary_address: JSON.stringify(profile.address),
      updated_at: nowIso(),
    })
    .where('_id', '=', userId)
    .execute();
};
