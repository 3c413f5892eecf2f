import { USER_REVIEW_QUEUES, type UserReviewQueue } from '../../src/lib/reviewQueues';
import { USER_ROLES, type UserRole } from '../../src/lib/userRoles';
import { pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { closedObject } from '../lib/requestSchemas';
import { named } from '../lib/apiComponents';
import {
  arrayOf,
  boolean,
  envelope,
  objectOf,
  PAGE_META_SCHEMA,
  responses,
  USER_SCHEMA,
} from '../lib/responseSchemas';
import { RECRUIT_STAGES, RECRUIT_STEP_STATES } from '../../src/lib/recruitStages';

export type UserListQuery = PageQuery & { role?: UserRole; review?: UserReviewQueue };

export const USER_LIST_QUERY = closedObject({
  ...pageQueryProperties,
  role: { type: 'string', enum: USER_ROLES },
  review: { type: 'string', enum: USER_REVIEW_QUEUES },
});

export const USER_LIST_RESPONSES = responses(
  envelope({ data: arrayOf(USER_SCHEMA), meta: PAGE_META_SCHEMA }),
);

const stepState = { type: 'string', enum: RECRUIT_STEP_STATES } as const;

/** How far a recruit has got (src/lib/recruitStages.ts). */
const RECRUIT_PROGRESS_SCHEMA = named(
  'RecruitProgress',
  objectOf({
    stage: { type: 'string', enum: RECRUIT_STAGES },
    kyc: stepState,
    business_info: stepState,
    company_registration: stepState,
    first_product: boolean,
    first_sale: boolean,
  }),
);

/**
 * The ambassador's view of a recruit (ambassadorView.ts), which fits the user schema's optional parts, and their
 * progress.
 */
const RECRUIT_SCHEMA = named(
  'Recruit',
  objectOf(
    {
      ...(USER_SCHEMA.properties as Record<string, Record<string, unknown>>),
      progress: RECRUIT_PROGRESS_SCHEMA,
    },
    [...(USER_SCHEMA.required as string[]), 'progress'],
  ),
);

export const RECRUITS_RESPONSES = responses(envelope({ data: arrayOf(RECRUIT_SCHEMA) }));
