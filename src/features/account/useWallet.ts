import { useEffect, useState } from 'react';
import type { Wallet } from '../../api/types';
import { fetchWallet } from '../../api/wallet';

/**
 * The seller's wallet as the API keeps it: the one source of every balance a page shows (the account summary,
 * the withdrawal request), so two pages never disagree. `failed` when it could not be read (the API client
 * has already said why).
 */
export function useWallet(): { wallet: Wallet | null; failed: boolean } {
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    fetchWallet()
      .then((read) => current && setWallet(read))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);
  return { wallet, failed };
}
