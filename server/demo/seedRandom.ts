/** The seed's clock and dice: times relative to SEED_BASE_DATE and a PRNG, so demo data is the same every run. */

/** mulberry32: tiny, fast and good enough for demo data. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
};

export type Random = ReturnType<typeof createRandom>;

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
export const iso = (ms: number): string => new Date(ms).toISOString();
