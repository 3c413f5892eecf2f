import { createAction, createReducer } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';

export interface ErrorState {
  /** The latest failed call (network failures included), until cleared. */
  current: ApiError | null;
}

export const initialErrorState: ErrorState = { current: null };

export const errorRaised = createAction<ApiError>('error/errorRaised');
export const errorsCleared = createAction('error/errorsCleared');

/** The one failed call the error boundary and the toasts read; a new failure replaces the last. */
export const errorReducer = createReducer(initialErrorState, (builder) => {
  builder
    .addCase(errorRaised, (state, action) => {
      state.current = action.payload;
    })
    .addCase(errorsCleared, (state) => {
      state.current = null;
    });
});
