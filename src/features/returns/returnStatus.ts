import type { BadgeTone } from '../../components/StatusBadge';
import type { ReturnStatus } from '../../lib/returns';

/** A case's state as a badge: waiting on someone is amber, refused red, the goods back green, closed grey. */
export const RETURN_STATUS_TONE: Record<ReturnStatus, BadgeTone> = {
  requested: 'warningDark',
  accepted: 'info',
  refused: 'danger',
  delivered: 'successDark',
  closed: 'secondary',
};
