import { REVIEW_QUEUES } from '../../src/lib/reviewQueues';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../../src/lib/approval';
import { ID_PATTERN, idParamsOf } from '../lib/ids';
import { arrayOf, envelope, objectOf, responses } from '../lib/responseSchemas';
import { reviewReasonSchema } from '../lib/reviews';
import { closedObject } from '../lib/requestSchemas';

const GRANTABLE_ROLES = ['ambassador', 'sourcing'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];
const DOCUMENT_TYPES = ['kyc_front', 'kyc_back', 'company_reg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type UserParams = { userId: string };

export const USER_PARAMS = idParamsOf('userId');

export type GrantRoleParams = { userId: string; role: string };

export const GRANT_ROLE_PARAMS = {
  ...USER_PARAMS,
  required: ['userId', 'role'],
  properties: { ...USER_PARAMS.properties, role: { type: 'string', enum: [...GRANTABLE_ROLES] } },
} as const;

type ReasonBody = { code: string; text?: string };

export type ReviewBusinessInfoBody = { status: ApprovalStatus; reason?: ReasonBody };

const statusSchema = { type: 'string', enum: [...APPROVAL_STATUSES] } as const;

export const REVIEW_BUSINESS_INFO_BODY = closedObject(
  { status: statusSchema, reason: reviewReasonSchema('business_info') },
  ['status'],
);

export type ReviewDocumentBody = { status: ApprovalStatus; type: DocumentType; reason?: ReasonBody };

export const REVIEW_DOCUMENT_BODY = closedObject(
  {
    status: statusSchema,
    type: { type: 'string', enum: [...DOCUMENT_TYPES] },
    reason: reviewReasonSchema('document'),
  },
  ['status', 'type'],
);

const QUEUE_SCHEMA = objectOf({ count: { type: 'integer' }, oldest_at: { type: ['string', 'null'] } });

/** GET /admin/queues: what waits for review, and since when. */
export const QUEUES_RESPONSES = responses(
  envelope({
    data: objectOf(Object.fromEntries(REVIEW_QUEUES.map((name) => [name, QUEUE_SCHEMA]))),
  }),
);

export const AUDIT_TARGET_TYPES = ['user', 'product'] as const;
export type AuditQuery = { target_type: (typeof AUDIT_TARGET_TYPES)[number]; target_id: string };

export const AUDIT_QUERY = closedObject(
  {
    target_type: { type: 'string', enum: [...AUDIT_TARGET_TYPES] },
    target_id: { type: 'string', pattern: ID_PATTERN },
  },
  ['target_type', 'target_id'],
);

/** GET /admin/audit: a record's trail, newest first. */
export const AUDIT_RESPONSES = responses(
  envelope({
    items: arrayOf(
      objectOf({
        id: { type: 'string' },
        action: { type: 'string' },
        actor: { anyOf: [{ type: 'null' }, objectOf({ _id: { type: 'string' }, name: { type: 'string' } })] },
        details: { type: 'object', additionalProperties: true },
        createdAt: { type: 'string' },
      }),
    ),
  }),
);
