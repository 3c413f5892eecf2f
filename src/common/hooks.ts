import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectLanguage = (state: RootState) => state.auth.lang;
export const selectIsAuthenticated = (state: RootState) => state.auth.isAuthenticated;
export const selectUserdata = (state: RootState) => state.auth.userdata;
