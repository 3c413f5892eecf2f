import type { Database } from 'better-sqlite3';
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
export const updateProfile = (db: Database, userId: string, profile: ProfileFields): void => {
  db.prepare(
    `UPDATE users SET name = ?, nickname = ?, email = ?, phone_number = ?, default_lang = ?,
       primary_address = ?, updated_at = ? WHERE _id = ?`,
  ).run(
    profile.name,
    profile.nickname,
    profile.email,
    profile.phone,
    profile.lang,
    JSON.stringify(profile.address),
    nowIso(),
    userId,
  );
};
