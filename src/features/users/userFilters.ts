import type { User } from '../../api/types';
import type { Language } from '../../i18n';
import { normalizeForSearch } from '../../lib/arabicSearch';

/** A buyer is an account with none of the role flags (docs/roles.md). */
export const isBuyer = (user: User): boolean =>
  !user.is_admin && !user.is_seller && !user.is_ambassador && !user.is_sourcing;

/** Search by name (Arabic-aware) or by id: the reference id or the internal id. */
export function matchesSearch(user: User, search: string): boolean {
  const query = normalizeForSearch(search);
  if (!query) return true;
  return [user.name, user.ref_id ?? '', user._id].some((value) => normalizeForSearch(value).includes(query));
}

/** The recruits list is short and searched in the browser; the admin's list is searched by the server. */
export const filterUsers = <U extends User>(users: readonly U[], search: string): U[] =>
  users.filter((user) => matchesSearch(user, search));

/** The business name in the reading language, else the other one. */
export function businessName(user: User, language: Language): string {
  const info = user.business_info;
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return info?.[language]?.business_name || info?.[other]?.business_name || '';
}
