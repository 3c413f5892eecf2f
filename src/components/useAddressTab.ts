import { useSearchParams } from 'react-router-dom';
import { LIST_PARAMS } from './table/listQuery';

/**
 * The tab of a page kept in the address (`?tab=kyc`), so reload, a shared link and back/forward show the
 * same tab. The first tab is the default and is left out of the address; an unknown value reads as it.
 * Choosing a tab is a new history entry, as it is on the lists.
 */
export function useAddressTab<Tab extends string>(tabs: readonly [Tab, ...Tab[]]): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get(LIST_PARAMS.tab);
  const tab = tabs.find((candidate) => candidate === named) ?? tabs[0];
  const choose = (next: Tab) => {
    const changed = new URLSearchParams(params);
    if (next === tabs[0]) changed.delete(LIST_PARAMS.tab);
    else changed.set(LIST_PARAMS.tab, next);
    setParams(changed);
  };
  return [tab, choose];
}
