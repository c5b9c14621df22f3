/** The consent banner's behaviour (markup: src/components/visitor/CookieConsent.astro); loaded on demand. */
import { $consent, saveConsent } from '../stores/consent';
import {
  ACCEPT_ALL,
  CONSENT_CATEGORIES,
  CONSENT_DISMISSED_KEY,
  ONLY_NECESSARY,
  selection,
  type ConsentCategory,
  type CookiePreferences,
} from '../../domain/consent';
import { writeItem } from '../stores/storage';
import { toast } from '../stores/toast';
import { vt } from '../stores/visitor-messages';

type View = 'simple' | 'details';

let wired = false;
let returnFocus: HTMLElement | null = null;

function root(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-cookie-consent]');
}

function setView(el: HTMLElement, view: View): void {
  el.dataset.view = view;
  el.querySelectorAll<HTMLElement>('[data-consent-view]').forEach((v) => {
    v.hidden = v.dataset.consentView !== view;
  });
  el.querySelectorAll<HTMLElement>('[data-consent-heading]').forEach((h) => {
    h.hidden = h.dataset.consentHeading !== view;
  });
}

function fillChoices(el: HTMLElement, prefs: CookiePreferences | null): void {
  for (const c of CONSENT_CATEGORIES) {
    const box = el.querySelector<HTMLInputElement>(`[data-consent-category="${c}"]`);
    if (box) box.checked = prefs?.[c] === true;
  }
}

function readChoices(el: HTMLElement): CookiePreferences {
  const choice: Partial<Record<ConsentCategory, boolean>> = {};
  for (const c of CONSENT_CATEGORIES) {
    choice[c] = el.querySelector<HTMLInputElement>(`[data-consent-category="${c}"]`)?.checked === true;
  }
  return selection(choice);
}

function hide(el: HTMLElement): void {
  el.hidden = true;
  if (returnFocus && document.contains(returnFocus)) returnFocus.focus();
  returnFocus = null;
}

function decide(el: HTMLElement, prefs: CookiePreferences): void {
  saveConsent(prefs);
  hide(el);
  toast({ title: vt('visitor.consent.saved'), duration: 3000 });
}

function wire(el: HTMLElement): void {
  if (wired) return;
  wired = true;
  el.addEventListener('click', (e) => {
    const btn = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-consent-action]') : null;
    if (!btn) return;
    const action = btn.dataset.consentAction;
    if (action === 'save') return; // the form's submit handles it
    e.preventDefault();
    if (action === 'all') decide(el, ACCEPT_ALL);
    else if (action === 'necessary') decide(el, ONLY_NECESSARY);
    else if (action === 'details') {
      fillChoices(el, $consent.get());
      setView(el, 'details');
      el.querySelector<HTMLElement>('[data-consent-category="functional"]')?.focus();
    } else if (action === 'back') {
      setView(el, 'simple');
      el.querySelector<HTMLElement>('[data-consent-action="details"]')?.focus();
    } else if (action === 'close') {
      writeItem(CONSENT_DISMISSED_KEY, '1', 'session');
      hide(el);
    }
  });
  el.querySelector('form')?.addEventListener('submit', (e) => {
    e.preventDefault();
    decide(el, readChoices(el));
  });
  el.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      writeItem(CONSENT_DISMISSED_KEY, '1', 'session');
      hide(el);
    }
  });
}

/**
 * Shows the banner. `takeFocus` when the visitor asked for it (a settings button): focus moves into it and
 * returns to `opener` afterwards. Shown by the timer, it does not take focus from what the visitor is doing.
 */
export function showConsentBanner(view: View, takeFocus: boolean, opener?: HTMLElement): void {
  const el = root();
  if (!el) return;
  wire(el);
  fillChoices(el, $consent.get());
  setView(el, view);
  el.hidden = false;
  if (takeFocus) {
    returnFocus = opener ?? null;
    el.querySelector<HTMLElement>('#cookie-consent-title')?.focus();
  }
}
