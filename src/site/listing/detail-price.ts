/**
 * The price box of a detail page: the headline amount with its label, and for a rental the parts of the monthly
 * rent beside it (the costs tab has the whole table, src/components/listing/CostsTable.astro).
 */
import type { Listing } from '~/domain/listing';
import { COST_LABEL_KEYS, rentCosts, type CostLine } from '~/domain/search/costs';
import { searchPrice } from '~/domain/search/index-format';
import { eurText } from '~/components/listing/format';
import { getLanguage, type LangCode } from '~/i18n/languages';
import { useTranslations } from '~/i18n/t';
import { formatsForLang } from '~/i18n/formats';
import type { Fact } from './fact';

/** The parts of a rent the price box names beside the total; deposit, commission and the total itself are not. */
const RENT_PARTS: ReadonlySet<CostLine['key']> = new Set(['hauptmietzins', 'betriebskosten', 'heizkosten', 'vat']);

export interface PriceBox {
  /** A rental: the amount is per month. */
  rent: boolean;
  /** The headline amount in EUR: the total monthly rent or the purchase price; 0 when on request. */
  amount: number;
  /** The amount as every price is written before the shell converts it, or the on-request words. */
  text: string;
  onRequest: string;
  /** "Total rent", "Rent" (a rental without a price) or "Purchase price". */
  label: string;
  /** "/ Monat" after a rent's amount (rentSuffix); null for a purchase or a rent on request. */
  perMonth: string | null;
  /** The stated parts of the monthly rent (each above 0), each with its amount for the shell's currency. */
  parts: Fact[];
  /** The provider's own words about the price, if any. */
  freeText: string | null;
  /** The text of the link to the costs tab. */
  costsLink: string;
}

export function priceBox(l: Listing, lang: LangCode): PriceBox {
  const t = useTranslations(lang);
  const rent = l.vermarktungsart === 'MIETE_PACHT';
  const amount = searchPrice(l);
  const onRequest = t('price.onRequest');
  const locale = getLanguage(lang).bcp47;
  // A rental leads with the total monthly rent; its parts stand beside it.
  const parts: Fact[] =
    rent && amount > 0
      ? rentCosts({ ...l.preise, kaltmiete: l.kaltmiete }).flatMap((line) =>
          RENT_PARTS.has(line.key) && line.amount != null && line.amount > 0
            ? [
                {
                  key: line.key,
                  label: t(`search.costs.${line.key}`),
                  value: eurText(line.amount, onRequest, locale),
                  price: { eur: line.amount, onRequest },
                },
              ]
            : [],
        )
      : [];
  return {
    rent,
    amount,
    text: eurText(amount, onRequest, locale),
    onRequest,
    label: rent
      ? amount > 0
        ? t(COST_LABEL_KEYS.totalRent)
        : t('search.detail.rent')
      : t('search.detail.purchasePrice'),
    perMonth: formatsForLang(lang).rentSuffix(amount, l.vermarktungsart),
    parts,
    freeText: l.preise.freitext_preis || null,
    costsLink: rent ? t('search.detail.seeRentCosts') : t('search.detail.seeCosts'),
  };
}
