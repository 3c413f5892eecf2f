import { keyParamsSchema } from '../lib/ids';
import {
  arrayOf,
  envelope,
  integer,
  NOTIFICATION_SCHEMA,
  objectOf,
  orNull,
  responses,
} from '../lib/responseSchemas';

export type NotificationParams = { id: string };

export const NOTIFICATION_PARAMS = keyParamsSchema('id');

export const NOTIFICATION_LIST_RESPONSES = responses(envelope({ data: arrayOf(NOTIFICATION_SCHEMA) }));

/** The notification as now stored (null if it went between the update and the read). */
export const NOTIFICATION_READ_RESPONSES = responses(envelope({ data: orNull(NOTIFICATION_SCHEMA) }));

/** Read-all answers how many notifications it marked (those already read are not counted). */
export const NOTIFICATION_READ_ALL_RESPONSES = responses(envelope({ data: objectOf({ updated: integer }) }));
