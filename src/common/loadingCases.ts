import { isAnyOf, isFulfilled, isPending, isRejected, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { apiThunk } from './apiThunk';

/** A thunk made by apiThunk, whatever its result and arguments. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the flag does not look at either
type AnyThunk = ReturnType<typeof apiThunk<any, any>>;

/**
 * The `loading` flag of a state area: raised while one of `thunks` runs, lowered when it settles. Call it
 * after the area's own `addCase`s (matchers come last). An aborted request was replaced by a newer one,
 * which owns the flag now, so its rejection leaves the flag alone.
 */
export const addLoadingCases = <State extends { loading: boolean }>(
  builder: ActionReducerMapBuilder<State>,
  thunks: readonly [AnyThunk, ...AnyThunk[]],
) => {
  builder
    .addMatcher(isPending(...thunks), (state) => {
      state.loading = true;
    })
    .addMatcher(isAnyOf(isFulfilled(...thunks), isRejected(...thunks)), (state, action) => {
      if (!(isRejected(action) && action.meta.aborted)) state.loading = false;
    });
};
