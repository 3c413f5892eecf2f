import { APPROVAL_STATUSES, type ApprovalStatus } from '../../src/lib/approval';

const GRANTABLE_ROLES = ['ambassador', 'sourcing'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];
const DOCUMENT_TYPES = ['kyc_front', 'kyc_back', 'company_reg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type UserParams = { userId: string };

export const USER_PARAMS = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', pattern: '^[a-f0-9]{24}$' } },
} as const;

export type GrantRoleParams = { userId: string; role: string };

export const GRANT_ROLE_PARAMS = {
  ...USER_PARAMS,
  required: ['userId', 'role'],
  properties: { ...USER_PARAMS.properties, role: { type: 'string', enum: [...GRANTABLE_ROLES] } },
} as const;

export type ReviewBusinessInfoBody = { status: ApprovalStatus };

export const REVIEW_BUSINESS_INFO_BODY = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: [...APPROVAL_STATUSES] } },
} as const;

export type ReviewDocumentBody = { status: ApprovalStatus; type: DocumentType };

export const REVIEW_DOCUMENT_BODY = {
  type: 'object',
  required: ['status', 'type'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: [...APPROVAL_STATUSES] },
    type: { type: 'string', enum: [...DOCUMENT_TYPES] },
  },
} as const;
