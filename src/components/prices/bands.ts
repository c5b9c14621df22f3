/** The words of a size band ("50 bis 80 m²") in a language. */
import { bandBounds, type SizeBand } from '~/domain/prices/median';
import type { Objektart } from '~/domain/listing';
import type { LangCode } from '~/i18n/languages';
import { useTranslations } from '~/i18n/t';
import { formatsForLang } from '~/i18n/formats';

export function bandLabel(lang: LangCode, objektart: Objektart, band: SizeBand): string {
  const t = useTranslations(lang);
  const b = bandBounds(objektart, band);
  const f = formatsForLang(lang);
  const unit = t('listing.unit.m2');
  if (!b) return '';
  if (b.from == null) return t('prices.band.below', { to: f.number(b.to!, 0), unit });
  if (b.to == null) return t('prices.band.above', { from: f.number(b.from, 0), unit });
  return t('prices.band.between', { from: f.number(b.from, 0), to: f.number(b.to, 0), unit });
}
