export type BadgeTone =
  | 'success'
  | 'successDark'
  | 'secondary'
  | 'danger'
  | 'warning'
  | 'warningDark'
  | 'warningOutline'
  | 'info'
  | 'primary';

const TONE_CLASS: Record<BadgeTone, string> = {
  success: 'text-bg-success',
  successDark: 'badge-success-dark',
  secondary: 'text-bg-secondary',
  danger: 'text-bg-danger',
  warning: 'text-bg-warning',
  warningDark: 'badge-warning-dark',
  // Something waiting for the user's action: an amber outline, apart from the filled amber of "pending".
  warningOutline: 'badge-warning-outline',
  info: 'text-bg-info',
  primary: 'text-bg-primary',
};

/** A coloured status label; the text is always shown, so colour is never the only signal. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`badge rounded-pill ${TONE_CLASS[tone]}`}>{children}</span>;
}
