/**
 * Header auth area: login/register links for visitors, the user menu when signed in (SPEC §2).
 * The API engineer's auth store replaces the direct storage reads here once it exists.
 */
import { readItem, readJson, removeItem } from '../stores/storage';
import { localizePath } from '../i18n/paths';
import { isLangCode } from '../i18n/languages';

export function initShellAuth(): void {
  const token = readItem('auth_token');
  const user = readJson<{ name?: string }>('user');
  const signedIn = Boolean(token && user);
  document.querySelectorAll<HTMLElement>('[data-auth-guest]').forEach((el) => {
    el.hidden = signedIn;
    el.classList.toggle('md:flex', !signedIn);
  });
  document.querySelectorAll<HTMLElement>('[data-auth-user]').forEach((el) => {
    el.hidden = !signedIn;
    el.classList.toggle('hidden', !signedIn);
  });
  if (signedIn && user?.name) {
    document.querySelectorAll<HTMLElement>('[data-user-name]').forEach((el) => { el.textContent = user.name!; });
  }
  document.querySelectorAll<HTMLButtonElement>('[data-logout]').forEach((b) =>
    b.addEventListener('click', async () => {
      try {
        await fetch('/api/auth/logout', {
          method: 'POST',
          headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` },
        });
      } catch (err) {
        console.error('logout request failed', err);
      }
      removeItem('auth_token');
      removeItem('user');
      const lang = document.documentElement.lang;
      location.assign(localizePath(isLangCode(lang) ? lang : 'de', '/'));
    }),
  );
}
