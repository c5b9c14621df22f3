import { atom } from 'nanostores';
import {
  completeRates,
  currencyFromStorage,
  FALLBACK_RATES,
  isCurrencyCode,
  ratesAreFresh,
  type CurrencyCode,
} from '../../domain/currency';
import { onStorageKey, readItem, readJson, writeItem, writeJson } from './storage';

export const CURRENCY_KEY = 'currency';
export const RATES_KEY = 'exchangeRates';
export const RATES_TIME_KEY = 'exchangeRatesTime';

export const $currency = atom<CurrencyCode>(currencyFromStorage(readItem(CURRENCY_KEY)));
export const $rates = atom<Record<CurrencyCode, number>>(completeRates(readJson(RATES_KEY)));

onStorageKey(CURRENCY_KEY, (v) => $currency.set(currencyFromStorage(v)));

/** Only the twelve known codes may be selected (prices are converted for those alone); anything else is ignored. */
export function selectCurrency(code: string): boolean {
  if (!isCurrencyCode(code)) return false;
  writeItem(CURRENCY_KEY, code);
  $currency.set(code);
  void refreshRates();
  return true;
}

let inflight: Promise<void> | null = null;

/**
 * Rates are cached for an hour under exchangeRates/exchangeRatesTime. Any failure falls back to the built-in
 * rates silently: the visitor still sees converted prices.
 */
export function refreshRates(now: number = Date.now(), force = false): Promise<void> {
  if (!force && ratesAreFresh(Number(readItem(RATES_TIME_KEY)), now) && readJson(RATES_KEY)) return Promise.resolve();
  if (inflight) return inflight;
  inflight = (async () => {
    try {
      const res = await fetch('/api/currency/rates?base=EUR', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      if (!res.ok) throw new Error(`rates ${res.status}`);
      const body = (await res.json()) as { success?: boolean; rates?: Record<string, unknown> };
      if (!body || typeof body.rates !== 'object' || body.rates === null) throw new Error('rates: bad body');
      const rates = completeRates(body.rates);
      writeJson(RATES_KEY, rates);
      writeItem(RATES_TIME_KEY, String(now));
      $rates.set(rates);
    } catch {
      $rates.set({ ...FALLBACK_RATES });
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}
