import { describe, expect, it } from 'vitest';
import { formatPrice } from '~/domain/currency';
import { eurText, formatNumber } from '~/components/listing/format';

describe('cached formatting', () => {
  it('writes EUR exactly as formatPrice does', () => {
    for (const n of [0, 1, 12.5, 845.5, 999.999, 1000, 1234.56, 250000, 1_315_000, 12_345_678.9, -5, NaN]) {
      expect(eurText(n, 'Preis auf Anfrage')).toBe(formatPrice(n, 'EUR', {}, 'Preis auf Anfrage'));
    }
    expect(eurText(null, 'x')).toBe('x');
  });
  it('formats numbers per language', () => {
    expect(formatNumber('de-AT', 72.5)).toBe('72,5');
    expect(formatNumber('en-GB', 72.5)).toBe('72.5');
  });
});
