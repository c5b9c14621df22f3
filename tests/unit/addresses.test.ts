/** German lives at the root: /de/… names no page of its own. */
import { describe, expect, it } from 'vitest';
import { withoutGermanPrefix } from '~/i18n/paths';

describe('German prefix', () => {
  it('drops /de from /de, /de/ and /de/…', () => {
    expect(withoutGermanPrefix('/de')).toBe('/');
    expect(withoutGermanPrefix('/de/')).toBe('/');
    expect(withoutGermanPrefix('/de/immobilien')).toBe('/immobilien');
  });
  it('leaves every other path alone', () => {
    expect(withoutGermanPrefix('/')).toBeNull();
    expect(withoutGermanPrefix('/en/')).toBeNull();
    expect(withoutGermanPrefix('/dealer')).toBeNull();
    expect(withoutGermanPrefix('/immobilien/de/')).toBeNull();
  });
});
