import { useStore } from '@nanostores/react';
import { $authState, $user, type AuthState, type AuthUser } from '~/client/stores/auth';
import { useHydrated } from './form';

/**
 * The auth state and user as this island may render them. The server knows no visitor, so the HTML says
 * "loading"; the browser's stores may already know one (the header checks the token before islands hydrate, and the
 * stored user is read at once). The first client render must match the HTML, or React throws away the page's
 * markup (hydration error #418), so both stay "loading"/none until the island has hydrated.
 */
export function useAuthView(): { state: AuthState; user: AuthUser | null } {
  const hydrated = useHydrated();
  const state = useStore($authState);
  const user = useStore($user);
  return hydrated ? { state, user } : { state: 'loading', user: null };
}
