/**
 * Header auth area: login/register links for visitors, the user menu (dashboard, favourites, logout)
 * when signed in, with the name falling back to "User". State comes from the auth store, so a sign-in or
 * sign-out in another tab or island shows here too.
 */
import { $authState, $user, displayName, initAuth, signOut } from '../stores/auth';
import { localizePath } from '../../i18n/paths';
import { isLangCode } from '../../i18n/languages';

export function initShellAuth(): void {
  const guestAreas = document.querySelectorAll<HTMLElement>('[data-auth-guest]');
  const userAreas = document.querySelectorAll<HTMLElement>('[data-auth-user]');
  const names = document.querySelectorAll<HTMLElement>('[data-user-name]');
  const fallback = names[0]?.textContent?.trim() || 'User';

  const render = () => {
    const signedIn = $authState.get() === 'authenticated' && $user.get() !== null;
    guestAreas.forEach((el) => {
      el.hidden = signedIn;
      el.classList.toggle('md:flex', !signedIn);
    });
    userAreas.forEach((el) => {
      el.hidden = !signedIn;
      el.classList.toggle('hidden', !signedIn);
    });
    names.forEach((el) => {
      el.textContent = displayName($user.get(), fallback);
    });
  };
  $authState.subscribe(render);
  $user.listen(render);

  document.querySelectorAll<HTMLButtonElement>('[data-logout]').forEach((b) =>
    b.addEventListener('click', async () => {
      await signOut();
      const lang = document.documentElement.lang;
      location.assign(localizePath(isLangCode(lang) ? lang : 'de', '/')); // logout always returns to the home page
    }),
  );
  void initAuth();
}
