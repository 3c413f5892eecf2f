import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../app/store';

/** The store's types, for the features: they reach the app's root only through this shared layer. */
export type { AppDispatch, RootState };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectLanguage = (state: RootState) => state.auth.lang;
export const selectIsAuthenticated = (state: RootState) => state.auth.isAuthenticated;
export const selectUserdata = (state: RootState) => state.auth.userdata;
