/** The language and currency switchers show flag pictures (emoji flags render as letters on many systems). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flagSrc } from '~/domain/flags';
import { CURRENCIES } from '~/domain/currency';
import { LANGUAGES } from '~/i18n/languages';

describe('flag pictures', () => {
  it('names the picture by the emoji flag’s two letters', () => {
    expect(flagSrc('🇦🇹')).toBe('/flags/at.svg');
    expect(flagSrc('🇪🇺')).toBe('/flags/eu.svg');
  });

  it('has an SVG in public/flags for every language and every currency', () => {
    for (const { flag } of [...LANGUAGES, ...CURRENCIES]) {
      const file = path.join('public', flagSrc(flag));
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 60 45"/);
      expect(svg.length).toBeLessThan(4000);
    }
  });
});
