import { APPROVAL_STATUSES, type ApprovalStatus } from '../../src/lib/approval';
import { idParamsOf } from '../lib/ids';
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

export type ReviewBusinessInfoBody = { status: ApprovalStatus };

const statusSchema = { type: 'string', enum: [...APPROVAL_STATUSES] } as const;

export const REVIEW_BUSINESS_INFO_BODY = closedObject({ status: statusSchema }, ['status']);

export type ReviewDocumentBody = { status: ApprovalStatus; type: DocumentType };

export const REVIEW_DOCUMENT_BODY = closedObject(
  { status: statusSchema, type: { type: 'string', enum: [...DOCUMENT_TYPES] } },
  ['status', 'type'],
);
