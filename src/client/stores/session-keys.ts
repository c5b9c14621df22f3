/**
 * Where the browser keeps a signed-in session: the bearer token and the user under these localStorage keys, and
 * the same-tab event fired when either is stored or cleared (storage events reach only other tabs). Its own module
 * so the favourites store, loaded on every page, can name them without the API wrapper's language helpers.
 */
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user';
export const AUTH_EVENT = 'portal:auth';
