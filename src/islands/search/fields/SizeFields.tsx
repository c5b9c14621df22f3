/** Price, living area and plot area: each a from–to range in the URL's parameters. */
import { RangeField } from './RangeField';
import type { FieldProps } from './field-props';

/** A rent is a monthly amount, a price a sum: the steps of the arrows differ. */
export function PriceField({ text, query, set }: FieldProps) {
  const rent = query.vermarktungsart === 'MIETE_PACHT';
  return (
    <RangeField
      legend={rent ? text.s['form.priceRent']! : text.s['form.price']!}
      names={['preis_von', 'preis_bis']}
      values={[query.preisVon, query.preisBis]}
      text={text}
      step={rent ? 50 : 10000}
      onCommit={([a, b]) => set({ preisVon: a, preisBis: b })}
    />
  );
}

export function AreaField({ text, query, set }: FieldProps) {
  return (
    <RangeField
      legend={text.s['form.area']!}
      names={['flaeche_von', 'flaeche_bis']}
      values={[query.flaecheVon, query.flaecheBis]}
      text={text}
      step={5}
      onCommit={([a, b]) => set({ flaecheVon: a, flaecheBis: b })}
    />
  );
}

export function PlotField({ text, query, set }: FieldProps) {
  return (
    <RangeField
      legend={text.s['form.plot']!}
      names={['grundflaeche_von', 'grundflaeche_bis']}
      values={[query.grundflaecheVon, query.grundflaecheBis]}
      text={text}
      step={100}
      onCommit={([a, b]) => set({ grundflaecheVon: a, grundflaecheBis: b })}
    />
  );
}
