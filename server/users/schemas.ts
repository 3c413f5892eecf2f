import { USER_REVIEW_QUEUES, type UserReviewQueue } from '../../src/lib/reviewQueues';
import { USER_ROLES, type UserRole } from '../../src/lib/userRoles';
import { pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { closedObject } from '../lib/requestSchemas';
import { arrayOf, envelope, PAGE_META_SCHEMA, responses, USER_SCHEMA } from '../lib/responseSchemas';

export type UserListQuery = PageQuery & { role?: UserRole; review?: UserReviewQueue };

export const USER_LIST_QUERY = closedObject({
  ...pageQueryProperties,
  role: { type: 'string', enum: USER_ROLES },
  review: { type: 'string', enum: USER_REVIEW_QUEUES },
});

export const USER_LIST_RESPONSES = responses(
  envelope({ data: arrayOf(USER_SCHEMA), meta: PAGE_META_SCHEMA }),
);

/** The ambassador's view of each recruit (ambassadorView.ts) fits the user schema's optional parts. */
export const RECRUITS_RESPONSES = responses(envelope({ data: arrayOf(USER_SCHEMA) }));
