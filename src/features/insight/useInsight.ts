import { useEffect, useState } from 'react';
import type { InsightGrain, Period } from '../../lib/insight';

export type InsightAnswer<Data> = { data: Data | null; loading: boolean; failed: boolean };

/**
 * The answer of an insight call for a period and grain, asked again when either changes; an answer to an
 * earlier question that arrives late is dropped, and the last figures stay on screen while the next load.
 */
export function useInsight<Data>(
  load: (query: { from: string; to: string; grain: InsightGrain }) => Promise<Data>,
  period: Period | null,
  grain: InsightGrain,
): InsightAnswer<Data> {
  const from = period?.from;
  const to = period?.to;
  const question = from && to ? `${from} ${to} ${grain}` : null;
  const [answer, setAnswer] = useState<{ question: string | null; data: Data | null; failed: boolean }>({
    question: null,
    data: null,
    failed: false,
  });
  useEffect(() => {
    if (!from || !to) return;
    let current = true;
    const asked = `${from} ${to} ${grain}`;
    load({ from, to, grain }).then(
      (data) => current && setAnswer({ question: asked, data, failed: false }),
      () => current && setAnswer((before) => ({ ...before, question: asked, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [load, from, to, grain]);
  return {
    data: answer.data,
    loading: question !== null && answer.question !== question,
    failed: answer.question === question && answer.failed,
  };
}
