/** The users feature's public face: other features link to a user's detail page through it. */
export { USER_DETAIL_PATH } from './userDetailPath';
