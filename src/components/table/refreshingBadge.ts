/** The refreshing badge's classes, shared by the table and its drawn copy (markListsRefreshing). */
export const REFRESHING_BADGE = {
  badge: 'data-refreshing badge text-bg-light border',
  spinner: 'spinner-border spinner-border-sm me-1',
};

/**
 * Marks every list in a copy of the screen (src/common/keptScreen.ts) as the table marks itself while it refreshes
 * the rows it shows: the badge laid over it, its rows dimmed (aria-busy).
 */
export function markListsRefreshing(screen: HTMLElement, label: string): void {
  const doc = screen.ownerDocument;
  for (const list of screen.querySelectorAll('[data-list]')) {
    const busy = list.matches('[aria-busy]') ? list : list.querySelector('[aria-busy]');
    busy?.setAttribute('aria-busy', 'true');
    if (list.querySelector(':scope > .data-refreshing')) continue;
    const badge = doc.createElement('span');
    badge.className = REFRESHING_BADGE.badge;
    badge.setAttribute('role', 'status');
    const spinner = doc.createElement('span');
    spinner.className = REFRESHING_BADGE.spinner;
    spinner.setAttribute('aria-hidden', 'true');
    badge.append(spinner, label);
    list.prepend(badge);
  }
}
