import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as accountsApi from '../../api/accounts';
import type { AppNotification, SessionUser, User } from '../../api/types';
import { apiThunk } from '../../common/apiThunk';
import { addLoadingCases } from '../../common/loadingCases';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n';
import {
  addPushedNotification,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPushed,
} from '../notifications';
import { storeSession } from './session';

export interface AuthState {
  lang: Language;
  isAuthenticated: boolean;
  user: SessionUser | null;
  userdata: User | null;
  notifications: AppNotification[];
  loading: boolean;
}

export const initialAuthState: AuthState = {
  lang: DEFAULT_LANGUAGE,
  isAuthenticated: false,
  user: null,
  userdata: null,
  notifications: [],
  loading: false,
};

export interface LoginArgs {
  email: string;
  password: string;
  /** True when logging in from /become-a-seller. */
  isSeller: boolean;
}

export const logIn = apiThunk<{ user: SessionUser; userdata: User }, LoginArgs>(
  'auth/logIn',
  async ({ email, password, isSeller }) => {
    const response = await accountsApi.login({ email: email.trim(), password, is_seller: isSeller });
    return { user: storeSession(response.user.token), userdata: response.data };
  },
);

export const fetchProfile = apiThunk<User, void>('auth/fetchProfile', () => accountsApi.fetchProfile());

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.lang = action.payload;
    },
    /** Setting a non-empty current user marks the session authenticated (docs/roles.md). */
    currentUserSet(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload;
      state.isAuthenticated = Boolean(action.payload && Object.keys(action.payload).length > 0);
    },
    userdataUpdated(state, action: PayloadAction<User>) {
      state.userdata = action.payload;
    },
    /** Handled by the root reducer, which returns every area to its initial state. */
    loggedOut() {},
  },
  extraReducers: (builder) => {
    builder
      .addCase(logIn.fulfilled, (state, action) => {
        state.user = action.payload.user;
        state.isAuthenticated = true;
        state.userdata = action.payload.userdata;
      })
      .addCase(fetchProfile.fulfilled, (state, action) => {
        state.userdata = action.payload;
      })
      .addCase(fetchNotifications.fulfilled, (state, action) => {
        state.notifications = action.payload;
      })
      .addCase(notificationPushed, (state, action) => {
        state.notifications = addPushedNotification(state.notifications, action.payload);
      })
      .addCase(markNotificationRead.pending, (state, action) => {
        const opened = state.notifications.find((notification) => notification._id === action.meta.arg);
        if (opened) opened.read = true;
      })
      .addCase(markAllNotificationsRead.fulfilled, (state) => {
        for (const notification of state.notifications) notification.read = true;
      });
    addLoadingCases(builder, [logIn, fetchProfile]);
  },
});

export const { languageChanged, currentUserSet, userdataUpdated, loggedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
