import { keyParamsSchema } from '../lib/ids';

export type NotificationParams = { id: string };

export const NOTIFICATION_PARAMS = keyParamsSchema('id');
