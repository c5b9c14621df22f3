/**
 * The filter form. Its field names are the URL parameters, so without JavaScript it is a plain GET form; with
 * JavaScript every change runs the search at once (numbers and text after a short pause in typing). Each field
 * group is a component of fields/; the state and handlers are useSearchForm's.
 */
import type { SearchText } from '~/site/listing/search-text';
import type { LocationOption } from '~/domain/search/locations';
import type { SearchQuery } from '~/domain/search/query';
import type { FormOptions } from '~/domain/search/filter';
import { useSearchForm } from './use-search-form';
import { DealField } from './fields/DealField';
import { TypeField } from './fields/TypeField';
import { LocationCombobox } from './fields/LocationCombobox';
import { WienDistricts } from './fields/WienDistricts';
import { RadiusField } from './fields/RadiusField';
import { AreaField, PlotField, PriceField } from './fields/SizeFields';
import { RoomsField } from './fields/RoomsField';
import { FeaturesField } from './fields/FeaturesField';
import { HighlightsField } from './fields/HighlightsField';
import { AvailableFromField } from './fields/AvailableFromField';
import { EnergyField } from './fields/EnergyField';
import { StatusField } from './fields/StatusField';
import { TextField } from './fields/TextField';
import { memoField } from './fields/field-props';

// Each group with the filters it reads (its own and those that change what it shows): a change renders only the
// groups it concerns.
const Deal = memoField(DealField, ['vermarktungsart']);
const Type = memoField(TypeField, ['objektart', 'untergruppe']);
const Radius = memoField(RadiusField, ['ort', 'umkreis']);
const Districts = memoField(WienDistricts, ['bundesland', 'ort', 'plz', 'bezirk']);
const Price = memoField(PriceField, ['vermarktungsart', 'preisVon', 'preisBis']);
const Area = memoField(AreaField, ['flaecheVon', 'flaecheBis']);
const Rooms = memoField(RoomsField, ['zimmerVon', 'zimmerBis']);
const Plot = memoField(PlotField, ['grundflaecheVon', 'grundflaecheBis']);
const Features = memoField(FeaturesField, ['ausstattung']);
const Highlights = memoField(HighlightsField, ['aussenflaeche', 'provisionsfrei', 'erstbezug', 'nahe']);
const AvailableFrom = memoField(AvailableFromField, ['verfuegbarAb']);
const Energy = memoField(EnergyField, ['energieklasse']);
const Status = memoField(StatusField, ['status']);

/** The memoised groups by name (a unit test checks each reads no filter it does not name). */
export const FIELD_GROUPS = {
  Deal,
  Type,
  Radius,
  Districts,
  Price,
  Area,
  Rooms,
  Plot,
  Features,
  Highlights,
  AvailableFrom,
  Energy,
  Status,
};

interface Props {
  text: SearchText;
  listPath: string;
  formPath: string;
  query: SearchQuery;
  options: FormOptions;
  locOptions: LocationOption[];
  onChange: (q: SearchQuery, history?: 'push' | 'replace') => void;
  onSubmit: (q: SearchQuery) => void;
  /** The visitor turns to a control: 'text' for the free-text field (Pagefind), 'index' for the others. */
  onNeedData: (kind: 'text' | 'place' | 'index') => void;
}

export function SearchForm({ text, listPath, formPath, query, options, locOptions, ...events }: Props) {
  const s = text.s;
  const form = useSearchForm({ query, lang: text.lang, locOptions, ...events });
  const field = { text, query, set: form.set };
  return (
    <div id="filters" className="search-filters scroll-mt-24" data-open={form.open}>
      <a
        href="#filters"
        className="search-filters-toggle mb-3 inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold lg:hidden dark:border-slate-700"
        aria-expanded={form.open}
        aria-controls="property-search-form"
        onClick={form.toggle}
      >
        {s['form.toggle']}
        {form.active > 0 && ` (${form.active})`}
      </a>
      <form
        id="property-search-form"
        method="get"
        action={formPath}
        role="search"
        aria-label={s['form.heading']}
        className="search-filters-body space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900"
        onSubmit={form.submit}
        onFocus={form.focus}
      >
        <h2 className="text-base font-semibold">{s['form.heading']}</h2>
        <Deal {...field} />
        <Type {...field} options={options} />
        <LocationCombobox text={text} query={query} options={locOptions} onChange={(q) => events.onChange(q)} />
        <Radius {...field} />
        <Districts {...field} />
        <Price {...field} />
        <Area {...field} />
        <Rooms {...field} />
        <Plot {...field} />
        <Features {...field} available={options.features} />
        <Highlights {...field} />
        <AvailableFrom {...field} />
        <Energy {...field} />
        <Status {...field} />
        <TextField
          text={text}
          value={query.q}
          onCommit={(q, history) => form.set({ q }, history)}
          unmatched={form.unmatched}
          onAddTerm={form.addTerm}
        />
        <div className="flex flex-col gap-2">
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {s['form.submit']}
          </button>
          <a
            href={listPath}
            className="text-center text-sm font-medium text-brand-700 underline dark:text-emerald-300"
            onClick={form.reset}
          >
            {s['form.reset']}
          </a>
        </div>
      </form>
    </div>
  );
}
