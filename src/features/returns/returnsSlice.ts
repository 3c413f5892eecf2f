import { createSlice } from '@reduxjs/toolkit';
import * as returnsApi from '../../api/returns';
import type { Cancellation, ReturnCase } from '../../api/types';
import { apiThunk } from '../../common/apiThunk';
import { pageReceived, type PageState } from '../../common/list/pageState';
import type { ReturnReason, ReturnTab } from '../../lib/returns';

interface ListArea<Row> extends PageState<Row> {
  loading: boolean;
}

/** One page of return cases (with each state's count and the undecided ones) and one of cancelled lines. */
export interface ReturnsState {
  cases: ListArea<ReturnCase> & {
    /** Cases in each tab over every page (null until the first page has said). */
    counts: Record<ReturnTab, number> | null;
    undecided: { count: number; oldest: string | null };
  };
  cancellations: ListArea<Cancellation>;
}

export const initialReturnsState: ReturnsState = {
  cases: {
    list: [],
    meta: { count: 0 },
    loading: false,
    counts: null,
    undecided: { count: 0, oldest: null },
  },
  cancellations: { list: [], meta: { count: 0 }, loading: false },
};

export const fetchReturns = apiThunk<returnsApi.ReturnPage, returnsApi.ReturnListQuery>(
  'returns/fetch',
  (query) => returnsApi.listReturns(query),
);
export const fetchCancellations = apiThunk<
  Awaited<ReturnType<typeof returnsApi.listCancellations>>,
  returnsApi.CancellationListQuery
>('returns/fetchCancellations', (query) => returnsApi.listCancellations(query));
export const openReturn = apiThunk<ReturnCase, returnsApi.ReturnRequest>('returns/open', (body) =>
  returnsApi.createReturn(body),
);
export const acceptReturn = apiThunk<ReturnCase, string>('returns/accept', (id) =>
  returnsApi.acceptReturn(id),
);
export const refuseReturn = apiThunk<ReturnCase, { id: string; reason: ReturnReason }>(
  'returns/refuse',
  ({ id, reason }) => returnsApi.refuseReturn(id, reason),
);
export const receiveReturn = apiThunk<ReturnCase, string>(
  'returns/receive',
  async (id) => (await returnsApi.receiveReturn(id)).returnCase,
);

const returnsSlice = createSlice({
  name: 'returns',
  initialState: initialReturnsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchReturns.pending, (state) => {
        state.cases.loading = true;
      })
      .addCase(fetchReturns.fulfilled, (state, action) => {
        pageReceived(state.cases, action.payload.cases, action.payload.count);
        state.cases.counts = action.payload.counts;
        state.cases.undecided = action.payload.undecided;
        state.cases.loading = false;
      })
      .addCase(fetchReturns.rejected, (state, action) => {
        if (!action.meta.aborted) state.cases.loading = false;
      })
      .addCase(fetchCancellations.pending, (state) => {
        state.cancellations.loading = true;
      })
      .addCase(fetchCancellations.fulfilled, (state, action) => {
        pageReceived(state.cancellations, action.payload.cancellations, action.payload.count);
        state.cancellations.loading = false;
      })
      .addCase(fetchCancellations.rejected, (state, action) => {
        if (!action.meta.aborted) state.cancellations.loading = false;
      });
  },
});

export const returnsReducer = returnsSlice.reducer;
