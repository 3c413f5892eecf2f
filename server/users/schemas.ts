import { USER_ROLES, type UserRole } from '../../src/lib/userRoles';
import { pageQueryProperties, type PageQuery } from '../lib/listQuery';

export type UserListQuery = PageQuery & { role?: UserRole };

export const USER_LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pageQueryProperties, role: { type: 'string', enum: USER_ROLES } },
} as const;
