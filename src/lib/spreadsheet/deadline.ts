import { SheetReadError } from './cells';

/** The wall-time budget of one read, checked from the readers' loops so a slow file stops itself. */
export interface Deadline {
  check(): void;
}

export const deadlineIn = (milliseconds: number, now: () => number = Date.now): Deadline => {
  const end = now() + milliseconds;
  let calls = 0;
  return {
    check() {
      // Reading the clock on every call would cost more than the work it guards.
      calls += 1;
      if ((calls & 0xff) === 0 && now() > end) throw new SheetReadError('timeout');
    },
  };
};
