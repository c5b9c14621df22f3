/**
 * Mails write money as the pages do, in the reader's language, and every rent says per month: the search agent's
 * report and the price alert, in German, English and Arabic (the Arabic figure isolated for direction).
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { mailContext, renderMail } from '~/platform/mail/react-mail';
import { DigestMail, type DigestEntry } from '~/features/search-agents/mails';
import { PriceAlertMail } from '~/features/price-alerts/mail';
import { formatsFor } from '~/domain/format';
import { getLanguage, type LangCode } from '~/i18n/languages';

const entry = (over: Partial<DigestEntry>): DigestEntry => ({
  listing_id: 1,
  title: 'Helle Wohnung',
  place: '1070 Wien',
  price: 1234.5,
  rent: true,
  rooms: 3,
  area: 72.5,
  url: 'https://example.test/immobilien/1',
  gone: false,
  ...over,
});

const money = (lang: LangCode, n: number) => formatsFor(getLanguage(lang).bcp47).money(n, '');

describe('money in mails', () => {
  for (const lang of ['de', 'en', 'ar'] as const) {
    it(`${lang}: the search agent's report writes rents per month and purchases without`, async () => {
      const mail = mailContext(lang);
      const { text } = await renderMail(
        createElement(DigestMail, {
          mail,
          agentName: 'Wien',
          entries: [entry({}), entry({ listing_id: 2, price: 690000, rent: false, area: 94.1 })],
          resultsUrl: 'https://example.test/r',
          pauseUrl: 'https://example.test/p',
          siteUrl: 'https://example.test',
        }),
      );
      // A rent as the list's cards write it (Formats.listingPrice): "1 234,50 € / Monat", "/ month", not "pro Monat".
      const perMonth = mail.t('listing.unit.perMonthShort');
      expect(text).toContain(`${money(lang, 1234.5)} ${perMonth}`);
      expect(text).toContain(mail.listingPrice(1234.5, 'MIETE_PACHT'));
      expect(text).toContain(money(lang, 690000));
      expect(text).not.toContain(`${money(lang, 690000)} ${perMonth}`);
      if (lang === 'de') expect(text).not.toContain('pro Monat');
      // The area in the language's own way ("72.5 m²" in English).
      expect(text).toContain(mail.area(72.5));
    });

    it(`${lang}: the price alert writes a rent's amounts per month`, async () => {
      const mail = mailContext(lang);
      const { text } = await renderMail(
        createElement(PriceAlertMail, {
          mail,
          title: 'Helle Wohnung',
          before: 1300,
          now: 1200,
          target: 1250,
          rent: true,
          url: 'https://example.test/immobilien/1',
          dashboardUrl: 'https://example.test/dashboard',
          siteUrl: 'https://example.test',
        }),
      );
      // As the list's cards write a rent (Formats.listingPrice): "1 200 € / Monat"
      for (const n of [1300, 1200, 1250]) {
        expect(text).toContain(`${money(lang, n)} ${mail.t('listing.unit.perMonthShort')}`);
        expect(text).toContain(mail.listingPrice(n, 'MIETE_PACHT'));
      }
      if (lang === 'de') expect(text).not.toContain('pro Monat');
    });
  }

  it('English money is written the English way, not the Austrian one', () => {
    expect(mailContext('en').money(690000)).toBe('690,000 €');
    expect(mailContext('de').money(690000)).toBe('690\u00a0000 €');
    expect(mailContext('en').area(72.5)).toBe('72.5 m²');
  });
});
