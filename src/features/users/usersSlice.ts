import { createSlice } from '@reduxjs/toolkit';

export interface UsersState {
  list: unknown[];
  recruits: unknown[];
  loading: boolean;
}

export const initialUsersState: UsersState = { list: [], recruits: [], loading: false };

const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {},
});

export const usersReducer = usersSlice.reducer;
