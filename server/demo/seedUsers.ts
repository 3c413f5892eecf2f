import { fileUrl } from '../lib/storedFiles';
import { saveUpload } from '../lib/uploads';
import type { FileStore } from '../storage/fileStore';
import type { Db } from '../db/database';
import {
  businessInfo,
  companyRegistration,
  CORE_USERS,
  DEMO_IDS,
  kycFields,
  RECRUITS,
  recruitId,
  SEED_BASE_DATE,
  type Approval,
  type OnboardingSpec,
  type UserSpec,
} from './seedData';
import { insertRows } from '../db/insertRows';
import { DAY, iso } from './seedRandom';

// A 1×1 PNG: stands in for scanned ID and registration documents, so download links really work.
const SAMPLE_DOCUMENT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Onboarding = {
  kyc?: Record<string, unknown>;
  businessInfo?: Record<string, unknown>;
  companyRegistration?: Record<string, unknown>;
  address?: Record<string, string>;
};

export type UserSeed = Omit<UserSpec, 'onboarding'> & {
  referredBy?: string;
  recruitedBy?: string;
  onboarding: Onboarding;
};

/** Saves the sample document once per reference and returns the document block the app expects. */
const documentRef = async (files: FileStore, approved: Approval) => ({
  url: fileUrl(await saveUpload(files, SAMPLE_DOCUMENT, 'png', 'image/png')),
  admin_url: '',
  approved,
});

const fullOnboarding = async (files: FileStore, spec: OnboardingSpec): Promise<Onboarding> => ({
  address: {
    city: spec.governorate === 'giza' ? 'Giza' : 'Cairo',
    street: spec.address[0],
    building_number: '12',
  },
  kyc: {
    ...kycFields(spec.nationalId, spec.address[1], spec.gender, 'wholesaler'),
    front: await documentRef(files, 'approved'),
    back: await documentRef(files, 'approved'),
  },
  businessInfo: businessInfo('approved', spec.business, spec.phone, spec.sector, spec.address, 'commercial'),
  companyRegistration: {
    ...companyRegistration(spec.owner, spec.governorate, spec.regNb),
    doc: await documentRef(files, 'approved'),
  },
});

/** The demo accounts (docs/api.md), or only the admin,, their documents saved in the file store. */
export const coreUsers = async (files: FileStore, only?: string): Promise<UserSeed[]> => {
  const users: UserSeed[] = [];
  for (const { onboarding, ...user } of CORE_USERS) {
    if (only && user.id !== only) continue;
    users.push({ ...user, onboarding: onboarding ? await fullOnboarding(files, onboarding) : {} });
  }
  return users;
};

/** The ambassador's recruits, with documents in the states RECRUITS lists. */
export const recruits = async (files: FileStore): Promise<UserSeed[]> => {
  const result: UserSeed[] = [];
  for (const [index, spec] of RECRUITS.entries()) {
    const n = index + 1;
    const onboarding: Onboarding = {};
    if (spec.front && spec.back) {
      onboarding.kyc = {
        ...kycFields(
          // Born 1986-07-22 in Cairo (01), serial n, digit 13 odd (male): a plausible national ID.
          `286072201${String(n).padStart(3, '0')}31`,
          `${n} شارع النصر، مدينة نصر، القاهرة`,
          'male',
          'merchant',
        ),
        front: await documentRef(files, spec.front),
        back: await documentRef(files, spec.back),
      };
      onboarding.address = { city: 'Cairo', street: 'El Nasr Road', building_number: String(n) };
    }
    if (spec.bi) {
      onboarding.businessInfo = businessInfo(
        spec.bi,
        [`Recruit Store ${n}`, `متجر الشريك ${n}`],
        `0101000001${n}`,
        ['Retail', 'تجزئة'],
        [`${n} El Nasr Road, Nasr City, Cairo`, `${n} طريق النصر، مدينة نصر، القاهرة`],
        n % 2 === 0 ? 'home' : 'commercial',
      );
    }
    result.push({
      id: recruitId(n),
      refId: `RCRT-00001${n}`,
      name: spec.name,
      email: `recruit${n}@demo.eg`,
      phone: `0101000001${n}`,
      nickname: spec.name.split(' ')[0] ?? spec.name,
      roles: { seller: true },
      referredBy: 'AMBS-000004',
      recruitedBy: DEMO_IDS.ambassador,
      lang: spec.lang,
      createdDaysAgo: 30 - n * 4,
      onboarding,
    });
  }
  return result;
};

const json = (value: unknown): string => JSON.stringify(value);

/** The users, each with an empty wallet. */
export const insertUsers = async (db: Db, users: UserSeed[], passwordHash: string): Promise<void> => {
  await insertRows(
    db,
    'users',
    users.map((user) => ({
      _id: user.id,
      ref_id: user.refId,
      name: user.name,
      email: user.email,
      phone_number: user.phone,
      nickname: user.nickname,
      password_hash: passwordHash,
      is_admin: user.roles.admin ? 1 : 0,
      is_seller: user.roles.seller ? 1 : 0,
      is_ambassador: user.roles.ambassador ? 1 : 0,
      is_sourcing: user.roles.sourcing ? 1 : 0,
      referred_by: user.referredBy ?? null,
      recruited_by: user.recruitedBy ?? null,
      default_lang: user.lang,
      created_at: iso(SEED_BASE_DATE - user.createdDaysAgo * DAY),
      updated_at: iso(SEED_BASE_DATE - Math.max(0, user.createdDaysAgo - 1) * DAY),
      primary_address: json(user.onboarding.address ?? {}),
      kyc: json(user.onboarding.kyc ?? {}),
      business_info: json(user.onboarding.businessInfo ?? {}),
      company_registration: json(user.onboarding.companyRegistration ?? {}),
    })),
  );
  await insertRows(
    db,
    'wallets',
    users.map((user) => ({ user_id: user.id })),
  );
};
