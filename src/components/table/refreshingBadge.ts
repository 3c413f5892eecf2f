/** The classes of the badge a list shows over rows it is refreshing (DataTable and the card list). */
export const REFRESHING_BADGE = {
  badge: 'data-refreshing badge text-bg-light border',
  spinner: 'spinner-border spinner-border-sm me-1',
};
