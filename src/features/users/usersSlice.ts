import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as adminApi from '../../api/admin';
import type { ApprovalStatus, Recruit, User } from '../../api/types';
import * as usersApi from '../../api/users';
import { apiThunk } from '../../common/apiThunk';
import { pageReceived, type PageState } from '../../common/list/pageState';
import { addLoadingCases } from '../../common/loadingCases';
import type { ReviewReason } from '../../lib/reviewReasons';

/** One page of the admin's user list (for the tab and search asked), recruits and the user open. */
export interface UsersState extends PageState<User> {
  recruits: Recruit[];
  /** The user open in the detail screen. */
  selected: User | null;
  loading: boolean;
}

export const initialUsersState: UsersState = {
  list: [],
  meta: { count: 0 },
  recruits: [],
  selected: null,
  loading: false,
};

export const fetchUsers = apiThunk<usersApi.UserPage, usersApi.UserListQuery>('users/fetchUsers', (query) =>
  usersApi.listUsers(query),
);
export const fetchRecruits = apiThunk<Recruit[], void>('users/fetchRecruits', () => usersApi.listRecruits());
export const fetchUser = apiThunk<User, string>('users/fetchUser', (id) => usersApi.fetchUser(id));

export const grantRole = apiThunk<User, { userId: string; role: adminApi.GrantableRole }>(
  'users/grantRole',
  ({ userId, role }) => adminApi.grantRole(userId, role),
);
/** A rejection carries its reason (src/lib/reviewReasons.ts); the API refuses one without. */
export const reviewBusinessInfo = apiThunk<
  User,
  { userId: string; status: ApprovalStatus; reason?: ReviewReason }
>('users/reviewBusinessInfo', ({ userId, status, reason }) =>
  adminApi.reviewBusinessInfo(userId, status, reason),
);
export const reviewDocument = apiThunk<
  User,
  { userId: string; type: adminApi.DocumentType; status: ApprovalStatus; reason?: ReviewReason }
>('users/reviewDocument', ({ userId, type, status, reason }) =>
  adminApi.reviewDocument(userId, type, status, reason),
);
export const uploadAdminDocument = apiThunk<
  User,
  { userId: string; type: adminApi.DocumentType; file: File; language: string }
>('users/uploadAdminDocument', ({ userId, type, file, language }) =>
  adminApi.uploadAdminDocument(userId, type, file, language),
);

/** A changed user replaces its copy everywhere; the detail keeps fields (order_count) the answer lacks. */
const replaceUser = (state: UsersState, user: User) => {
  state.list = state.list.map((candidate) => (candidate._id === user._id ? user : candidate));
  state.recruits = state.recruits.map((candidate) =>
    candidate._id === user._id ? { ...candidate, ...user } : candidate,
  );
  if (state.selected?._id === user._id) state.selected = { ...state.selected, ...user };
};

const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {
    /**
     * The detail screen shows the row a list passed (router state) while it reads the user, never instead of a
     * read that has already answered: the route may have asked before the page loaded, and the browser keeps the
     * passed row across a reload, older than what was saved since.
     */
    userPreviewed(state, action: PayloadAction<User>) {
      if (state.selected?._id !== action.payload._id) state.selected = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUsers.fulfilled, (state, action) =>
        pageReceived(state, action.payload.users, action.payload.count),
      )
      .addCase(fetchRecruits.fulfilled, (state, action) => {
        state.recruits = action.payload;
      })
      .addCase(fetchUser.fulfilled, (state, action) => {
        state.selected = action.payload;
      });
    for (const changed of [grantRole, reviewBusinessInfo, reviewDocument, uploadAdminDocument]) {
      builder.addCase(changed.fulfilled, (state, action) => replaceUser(state, action.payload));
    }
    addLoadingCases(builder, [
      fetchUsers,
      fetchRecruits,
      fetchUser,
      grantRole,
      reviewBusinessInfo,
      reviewDocument,
      uploadAdminDocument,
    ]);
  },
});

export const { userPreviewed } = usersSlice.actions;
export const usersReducer = usersSlice.reducer;
