/**
 * The built pages in English, Arabic, Persian and Chinese show German only where it is marked German (lang="de"):
 * scanned after the build the end-to-end tests run against (the method: tests/support/german-scan.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { client, LANGUAGES, pagesOf, scan, type Finding } from '../support/german-scan';

test.describe('built pages in other languages show German only where marked', () => {
  for (const lang of LANGUAGES) {
    // Built in this language: its listing pages are there (a build of other languages still writes a few pages of it).
    const listings = path.join(client, lang, 'immobilien');
    const present = fs.existsSync(listings) && fs.readdirSync(listings).some((name) => /^\d+$/.test(name));
    test(`${lang}: no unmarked German on any page type (home, list, listings, projects, price guide, map search, compare, guide, account …)`, () => {
      test.skip(!present, `builds/current has no ${lang} pages`);
      const pages = pagesOf(lang);
      // the price guide's overview, a Bundesland and a district are among them
      expect(pages.filter((p) => p.includes(`${path.sep}preisspiegel${path.sep}`))).toHaveLength(3);
      const findings = pages.flatMap(scan);
      if (process.env.GERMAN_SCAN_REPORT) {
        fs.writeFileSync(process.env.GERMAN_SCAN_REPORT.replace('%s', lang), JSON.stringify(findings, null, 1));
      }
      // Reported by text, so the message names each leak once with an example page.
      const byText = new Map<string, Finding>();
      for (const f of findings) if (!byText.has(f.text)) byText.set(f.text, f);
      expect([...byText.values()].map((f) => `${f.text}  [${f.words.join(', ')}] ${f.file}`)).toEqual([]);
    });
  }
});
