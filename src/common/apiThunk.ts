import { createAsyncThunk } from '@reduxjs/toolkit';
import { normalizeError, type ApiError } from '../api/errors';

/**
 * A thunk around API calls: what `run` answers is the fulfilled payload; a failure is rejected with the
 * normalised ApiError (the API client has already shown it), so reducers can clear their loading flag.
 */
export const apiThunk = <Result, Args = void>(type: string, run: (args: Args) => Promise<Result>) =>
  createAsyncThunk<Result, Args, { rejectValue: ApiError }>(type, async (args, { rejectWithValue }) => {
    try {
      return await run(args);
    } catch (error) {
      return rejectWithValue(normalizeError(error));
    }
  });
