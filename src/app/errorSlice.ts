import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';

export interface ErrorState {
  /** The latest failed call (network failures included), until cleared. */
  current: ApiError | null;
}

export const initialErrorState: ErrorState = { current: null };

const errorSlice = createSlice({
  name: 'error',
  initialState: initialErrorState,
  reducers: {
    errorRaised(state, action: PayloadAction<ApiError>) {
      state.current = action.payload;
    },
    errorsCleared(state) {
      state.current = null;
    },
  },
});

export const { errorRaised, errorsCleared } = errorSlice.actions;
export const errorReducer = errorSlice.reducer;
