import { createSlice } from '@reduxjs/toolkit';
import * as payoutsApi from '../../api/payouts';
import type { Compensation, Withdrawal } from '../../api/types';
import { apiThunk } from '../../common/apiThunk';
import { pageReceived, type PageState } from '../../common/list/pageState';
import type { WithdrawalStatus } from '../../lib/payouts';
import type { ReviewReason } from '../../lib/reviewReasons';

interface ListArea<Row> extends PageState<Row> {
  loading: boolean;
}

/** One page of withdrawal requests (a seller's own, or the admins' queue) and one of compensations. */
export interface PayoutsState {
  withdrawals: ListArea<Withdrawal> & {
    /** Requests in each state over every page (null until the first page has said). */
    counts: Record<WithdrawalStatus, number> | null;
    /** The least amount a seller may ask for, in pounds, as the last answer stated it. */
    minimum: number | null;
  };
  compensations: ListArea<Compensation>;
}

/** The requests a status tab holds: "all" is every state's together. */
export const withdrawalsInTab = (counts: Record<WithdrawalStatus, number>, tab: WithdrawalStatus | 'all') =>
  tab === 'all' ? Object.values(counts).reduce((sum, count) => sum + count, 0) : counts[tab];

export const initialPayoutsState: PayoutsState = {
  withdrawals: { list: [], meta: { count: 0 }, loading: false, counts: null, minimum: null },
  compensations: { list: [], meta: { count: 0 }, loading: false },
};

export const fetchWithdrawals = apiThunk<payoutsApi.WithdrawalPage, payoutsApi.WithdrawalListQuery>(
  'payouts/fetchWithdrawals',
  (query) => payoutsApi.listWithdrawals(query),
);
export const fetchCompensations = apiThunk<
  Awaited<ReturnType<typeof payoutsApi.listCompensations>>,
  payoutsApi.CompensationListQuery
>('payouts/fetchCompensations', (query) => payoutsApi.listCompensations(query));

/** A new request; its key is kept by the form for retries of the same request (api/payouts.ts). */
export const requestWithdrawal = apiThunk<
  payoutsApi.WithdrawalChange,
  { request: payoutsApi.WithdrawalRequest; idempotencyKey: string }
>('payouts/request', ({ request, idempotencyKey }) => payoutsApi.createWithdrawal(request, idempotencyKey));

export const cancelWithdrawal = apiThunk<payoutsApi.WithdrawalChange, string>('payouts/cancel', (id) =>
  payoutsApi.cancelWithdrawal(id),
);
export const approveWithdrawal = apiThunk<payoutsApi.WithdrawalChange, string>('payouts/approve', (id) =>
  payoutsApi.approveWithdrawal(id),
);
export const payWithdrawal = apiThunk<
  payoutsApi.WithdrawalChange,
  { id: string; reference: string; paidOn: string }
>('payouts/pay', ({ id, reference, paidOn }) => payoutsApi.payWithdrawal(id, { reference, paid_on: paidOn }));
export const rejectWithdrawal = apiThunk<payoutsApi.WithdrawalChange, { id: string; reason: ReviewReason }>(
  'payouts/reject',
  ({ id, reason }) => payoutsApi.rejectWithdrawal(id, reason),
);

const payoutsSlice = createSlice({
  name: 'payouts',
  initialState: initialPayoutsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchWithdrawals.pending, (state) => {
        state.withdrawals.loading = true;
      })
      .addCase(fetchWithdrawals.fulfilled, (state, action) => {
        pageReceived(state.withdrawals, action.payload.withdrawals, action.payload.count);
        state.withdrawals.counts = action.payload.counts;
        state.withdrawals.minimum = action.payload.minimum;
        state.withdrawals.loading = false;
      })
      .addCase(fetchWithdrawals.rejected, (state, action) => {
        if (!action.meta.aborted) state.withdrawals.loading = false;
      })
      .addCase(fetchCompensations.pending, (state) => {
        state.compensations.loading = true;
      })
      .addCase(fetchCompensations.fulfilled, (state, action) => {
        pageReceived(state.compensations, action.payload.compensations, action.payload.count);
        state.compensations.loading = false;
      })
      .addCase(fetchCompensations.rejected, (state, action) => {
        if (!action.meta.aborted) state.compensations.loading = false;
      });
    // A changed request replaces its row where the page shows it.
    for (const thunk of [cancelWithdrawal, approveWithdrawal, payWithdrawal, rejectWithdrawal]) {
      builder.addCase(thunk.fulfilled, (state, action) => {
        const changed = action.payload.withdrawal;
        state.withdrawals.list = state.withdrawals.list.map((row) =>
          row._id === changed._id ? changed : row,
        );
      });
    }
  },
});

export const payoutsReducer = payoutsSlice.reducer;
