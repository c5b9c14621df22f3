/**
 * Cookie consent (rules: src/domain/consent.ts): the stored preferences, Google consent mode v2 signals, and
 * the registry of optional scripts that may load only after the visitor agreed to their category.
 *
 * Consent mode: a dataLayer/gtag shim sets all four signals to denied as soon as this module runs, and every
 * stored or new choice sends an update. No analytics or marketing script is in the pages; anything of that kind
 * is registered here (registerConsentScript) and injected only when its category is granted.
 */
import { atom } from 'nanostores';
import {
  categoryAllowed,
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  CONSENT_MODE_DEFAULT,
  consentModeSignals,
  parseConsent,
  type ConsentCategory,
  type CookiePreferences,
} from '../../domain/consent';
import { onStorageKey, readJson, writeItem, writeJson } from './storage';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const $consent = atom<CookiePreferences | null>(parseConsent(readJson(CONSENT_KEY)));

onStorageKey(CONSENT_KEY, (value) => {
  let raw: unknown = null;
  try {
    raw = value === null ? null : JSON.parse(value);
  } catch {
    raw = null;
  }
  $consent.set(parseConsent(raw));
});

/** Stores a choice with its time (ISO 8601) and applies it. */
export function saveConsent(prefs: CookiePreferences, now: Date = new Date()): void {
  const clean = parseConsent(prefs) ?? { necessary: true, functional: false, analytics: false, marketing: false };
  writeJson(CONSENT_KEY, clean);
  writeItem(CONSENT_DATE_KEY, now.toISOString());
  $consent.set(clean);
}

// --- Google consent mode v2 ---------------------------------------------------------------------------------------

function gtag(...args: unknown[]): void {
  if (typeof window === 'undefined') return;
  initConsentMode();
  window.gtag?.(...args);
}

let defaultsSent = false;

/** The shim and the denied defaults; idempotent. */
export function initConsentMode(): void {
  if (defaultsSent || typeof window === 'undefined') return;
  defaultsSent = true;
  window.dataLayer = window.dataLayer ?? [];
  if (typeof window.gtag !== 'function') {
    // gtag.js reads Arguments objects from the dataLayer, not arrays: push `arguments` as Google's snippet does.
    window.gtag = function gtagShim() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  gtag('consent', 'default', { ...CONSENT_MODE_DEFAULT, wait_for_update: 500 });
}

// --- scripts that wait for consent ----------------------------------------------------------------------------

export interface ConsentScript {
  /** Unique; a script is injected at most once per page. */
  id: string;
  category: ConsentCategory;
  /** External script to inject (async). */
  src?: string;
  /** Runs once, after the script is injected (or alone when there is no src). */
  init?: () => void;
}

const registry: ConsentScript[] = [];
const loaded = new Set<string>();

function load(script: ConsentScript): void {
  if (loaded.has(script.id) || typeof document === 'undefined') return;
  loaded.add(script.id);
  if (script.src) {
    const el = document.createElement('script');
    el.async = true;
    el.src = script.src;
    el.dataset.consentScript = script.id;
    document.head.append(el);
  }
  try {
    script.init?.();
  } catch (err) {
    console.error(`consent script ${script.id} failed`, err);
  }
}

function loadAllowed(prefs: CookiePreferences | null): void {
  for (const s of registry) if (categoryAllowed(prefs, s.category)) load(s);
}

/** Registers a script of a category; it loads now if already allowed, else when the visitor allows it. */
export function registerConsentScript(script: ConsentScript): void {
  if (registry.some((s) => s.id === script.id)) return;
  registry.push(script);
  if (categoryAllowed($consent.get(), script.category)) load(script);
}

export function loadedConsentScripts(): string[] {
  return [...loaded];
}

/** Applies stored and future choices: consent mode updates and script loading. */
export function startConsent(): void {
  initConsentMode();
  $consent.subscribe((prefs) => {
    if (prefs) gtag('consent', 'update', consentModeSignals(prefs));
    loadAllowed(prefs);
  });
}
