/** Pure parts of the browser side: where sign-in leads, the social hand-over, the 401 rule's exceptions. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STRING_KEYS, accountKeys, type AccountPage } from '~/islands/account/strings';
import { safeNext, socialLoginCode } from '~/islands/account/navigation';
import { isAuthPage, loginUrl } from '~/client/api';

describe('safeNext', () => {
  it('keeps paths on this site', () => {
    expect(safeNext('/favoriten', 'de')).toBe('/favoriten');
    expect(safeNext('/en/immobilien?objektart=HAUS', 'en')).toBe('/en/immobilien?objektart=HAUS');
  });
  it('refuses other hosts, schemes and sign-in pages', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/anmelden',
      '/en/registrieren?x=1',
      '/social-callback',
      '',
      null,
    ]) {
      expect(safeNext(bad, 'en')).toBe('/en/dashboard');
    }
  });
});

describe('social hand-over', () => {
  it('reads the one-time code of a successful sign-in from the address', () => {
    const code = 'c'.repeat(43);
    expect(socialLoginCode(`?code=${code}&social-auth=success`)).toBe(code);
  });
  it('refuses a failed sign-in, a missing code and garbage', () => {
    expect(socialLoginCode(`?code=${'c'.repeat(43)}&social-auth=error`)).toBeNull();
    expect(socialLoginCode('?social-auth=success')).toBeNull();
    expect(socialLoginCode('?code=short&social-auth=success')).toBeNull();
    expect(socialLoginCode(`?code=${'<'.repeat(43)}&social-auth=success`)).toBeNull();
  });
});

describe('the 401 rule', () => {
  it('does not redirect from the login page or the social callback, in any language', () => {
    for (const p of [
      '/anmelden',
      '/anmelden/',
      '/en/anmelden',
      '/fa/anmelden/',
      '/social-callback',
      '/ja/social-callback/',
    ])
      expect(isAuthPage(p)).toBe(true);
    for (const p of ['/', '/dashboard', '/en/favoriten', '/registrieren', '/anmelden-hilfe'])
      expect(isAuthPage(p)).toBe(false);
  });
  it('sends to the login page of the page language, remembering where the visitor was', () => {
    expect(loginUrl('de', '/dashboard')).toBe('/anmelden?next=%2Fdashboard');
    expect(loginUrl('en')).toBe('/en/anmelden');
  });
});

describe('account islands get the strings they use', () => {
  const files: Record<string, AccountPage[]> = {
    'LoginForm.tsx': ['login'],
    'SocialButtons.tsx': ['login', 'register'],
    'RegisterForm.tsx': ['register'],
    'PasswordReset.tsx': ['reset'],
    'SocialCallback.tsx': ['social'],
    'AccountOverview.tsx': ['dashboard'],
    'AccountSettings.tsx': ['dashboard'],
    'form.tsx': ['login', 'register', 'reset', 'dashboard'],
  };
  it.each(Object.entries(files))('%s', (file, pages) => {
    const source = fs.readFileSync(path.join('src/islands/account', file), 'utf8');
    const used = [...source.matchAll(/'((?:account|validation|errors|auth)\.[A-Za-z.]+)'/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(0);
    for (const page of pages) {
      const keys = new Set(accountKeys(page));
      expect(
        used.filter((k) => !keys.has(k)),
        `${file} on ${page}`,
      ).toEqual([]);
    }
  });

  it('has every key in German and English', () => {
    const de = JSON.parse(fs.readFileSync('locales/de.json', 'utf8'));
    const en = JSON.parse(fs.readFileSync('locales/en.json', 'utf8'));
    const get = (tree: any, key: string) => key.split('.').reduce((n, p) => (n == null ? n : n[p]), tree);
    const missing = ACCOUNT_STRING_KEYS.flatMap((k) => [
      get(de, k) ? null : `de:${k}`,
      get(en, k) ? null : `en:${k}`,
    ]).filter(Boolean);
    expect(missing).toEqual([]);
  });
});
