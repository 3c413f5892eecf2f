import { prefetchRead, takePrefetchedRead, type PageDataHandle } from '../../common/list/listPrefetch';
import type { AppDispatch } from '../../common/hooks';
import { fetchUser } from './usersSlice';

const USER_DETAIL_READ = 'user-detail';

const askForUser = (dispatch: AppDispatch, id: string) => dispatch(fetchUser(id));

/** The user detail route's `handle`: the user named by `?id=` is asked for while the page's code loads. */
export const userDetailRouteHandle: PageDataHandle = {
  prefetch: (dispatch, params) => {
    const id = params.get('id');
    if (id) prefetchRead(USER_DETAIL_READ, id, () => askForUser(dispatch, id));
  },
};

/** The page's read of a user: the one its route started for that user, or a new one. */
export const readUser = (dispatch: AppDispatch, id: string): ReturnType<typeof askForUser> =>
  takePrefetchedRead<ReturnType<typeof askForUser>>(USER_DETAIL_READ, id) ?? askForUser(dispatch, id);
