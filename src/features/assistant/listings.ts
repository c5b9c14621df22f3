/**
 * The listings the assistant talks about, read from the listing snapshot (DATA_DIR/snapshot/properties.json) with
 * the fields its answers use, and read again when the file changes. Searches run in memory over these, with the
 * same meaning as the list page's filters for the criteria the chat understands.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { snapshotFiles } from '../../snapshot/paths';
import { listingPath } from '../../domain/listing-ref';
import { ENERGY_CLASSES } from '../../domain/vocabulary';
import {
  AVAILABLE_NOW,
  availabilityDay,
  daysSinceEpoch,
  hasOutdoorSpace,
  isCommissionFree,
  isNewBuild,
} from '../../domain/search/index-format';
import { wienBezirkNumber, type SearchQuery } from '../../domain/search/query';

const num = z.number().finite().nullable().optional().catch(null);
const str = z.string().nullable().optional().catch(null);

const AssistantListing = z.object({
  id: z.number().int().positive(),
  objekttitel: z.string(),
  objekttitel_translations: z.record(z.string(), z.string()).optional().catch({}),
  title_slug: str,
  status: str,
  vermarktungsart: str,
  objektart: str,
  kaufpreis: num,
  kaltmiete: num,
  price_on_request: z.boolean().optional().catch(false),
  flaeche: num,
  zimmer: num,
  location: z
    .object({ ort: str, plz: str, bezirk: str, bundesland: str, wien_bezirk: num })
    .partial()
    .nullable()
    .optional()
    .catch(null),
  preise: z
    .object({
      betriebskosten: num,
      heizkosten: num,
      gesamtmiete: num,
      kaution: num,
      kaution_text: str,
      provision_text: str,
      provision_brutto: num,
      provision_netto: num,
      provisionspflichtig: z.boolean().nullable().optional().catch(null),
      preis_pro_qm: num,
    })
    .partial()
    .nullable()
    .optional()
    .catch(null),
  flaechen: z
    .object({
      wohnflaeche: num,
      nutzflaeche: num,
      grundstuecksflaeche: num,
      balkon_terrasse_flaeche: num,
      gartenflaeche: num,
    })
    .partial()
    .nullable()
    .optional()
    .catch(null),
  energie: z
    .object({ hwb: num, hwb_klasse: str, fgee: num, fgee_klasse: str, missing: z.boolean().optional().catch(false) })
    .partial()
    .nullable()
    .optional()
    .catch(null),
  features: z.array(z.string()).optional().catch([]),
  zustand: str,
  alter: str,
  project_id: num,
  verfuegbar_ab: str,
  contact: z
    .object({ vorname: str, name: str, titel: str, firma: str, telefon: str, email: str })
    .partial()
    .nullable()
    .optional()
    .catch(null),
  agency: z.object({ name: str }).partial().nullable().optional().catch(null),
  primary_image: z.object({ thumbnail_url: str, url: str }).partial().nullable().optional().catch(null),
  updated_at: str,
});
export type AssistantListing = z.infer<typeof AssistantListing>;

export interface ListingStore {
  get(id: number): AssistantListing | null;
  search(q: SearchQuery, limit: number): { total: number; items: AssistantListing[] };
}

/** The address of a listing's page in a language ("/en/immobilien/12/slug"). */
export function listingUrl(l: Pick<AssistantListing, 'id' | 'title_slug'>, prefix: string): string {
  return `${prefix}${listingPath(l.id, l.title_slug)}`;
}

export function listingTitle(l: AssistantListing, lang: string): string {
  return l.objekttitel_translations?.[lang] ?? l.objekttitel;
}

function priceOf(l: AssistantListing): number | null {
  return l.vermarktungsart === 'KAUF' ? (l.kaufpreis ?? null) : (l.kaltmiete ?? l.preise?.gesamtmiete ?? null);
}

/** The list page's filters, as far as the chat's searches use them, over one listing (same meaning as filter.ts). */
export function matches(l: AssistantListing, q: SearchQuery): boolean {
  const status = l.status ?? 'available';
  if (q.status.length ? !q.status.includes(status as never) : status !== 'available' && status !== 'reserved')
    return false;
  if (q.vermarktungsart && l.vermarktungsart !== q.vermarktungsart) return false;
  if (q.objektart.length && !q.objektart.includes(l.objektart as never)) return false;
  const price = priceOf(l);
  if (q.preisBis != null && (price == null || price > q.preisBis)) return false;
  if (q.preisVon != null && (price == null || price < q.preisVon)) return false;
  if (q.zimmerVon != null && (l.zimmer == null || l.zimmer < q.zimmerVon)) return false;
  if (q.zimmerBis != null && (l.zimmer == null || l.zimmer > q.zimmerBis)) return false;
  if (q.flaecheVon != null && (l.flaeche == null || l.flaeche < q.flaecheVon)) return false;
  if (q.flaecheBis != null && (l.flaeche == null || l.flaeche > q.flaecheBis)) return false;
  const plot = l.flaechen?.grundstuecksflaeche ?? null;
  if (q.grundflaecheVon != null && (plot == null || plot < q.grundflaecheVon)) return false;
  if (q.grundflaecheBis != null && (plot == null || plot > q.grundflaecheBis)) return false;
  if (q.bundesland && l.location?.bundesland !== q.bundesland) return false;
  if (q.ort && l.location?.ort?.toLowerCase() !== q.ort.toLowerCase()) return false;
  if (q.plz && l.location?.plz !== q.plz) return false;
  if (q.bezirk.length) {
    const ok = q.bezirk.some((b) => {
      const n = wienBezirkNumber(b);
      return n != null ? l.location?.wien_bezirk === n : l.location?.bezirk?.toLowerCase() === b.toLowerCase();
    });
    if (!ok) return false;
  }
  const features = (l.features ?? []) as never[];
  for (const f of q.ausstattung) if (!features.includes(f as never)) return false;
  if (q.energieklasse) {
    const worst = ENERGY_CLASSES.indexOf(q.energieklasse);
    const own = ENERGY_CLASSES.indexOf((l.energie?.hwb_klasse ?? '') as never);
    if (own < 0 || own > worst) return false;
  }
  if (q.provisionsfrei && !isCommissionFree({ preise: (l.preise ?? null) as never })) return false;
  const shape = { features, flaechen: l.flaechen ?? {}, zustand: l.zustand, alter: l.alter, project_id: l.project_id };
  if (q.erstbezug && !isNewBuild(shape as never)) return false;
  if (q.aussenflaeche && !hasOutdoorSpace(shape as never)) return false;
  if (q.verfuegbarAb) {
    const day = availabilityDay(l.verfuegbar_ab);
    if (!(day === AVAILABLE_NOW || (day > 0 && day <= daysSinceEpoch(q.verfuegbarAb)))) return false;
  }
  return true;
}

function sorted(items: AssistantListing[], q: SearchQuery): AssistantListing[] {
  const price = (l: AssistantListing) => priceOf(l) ?? Number.POSITIVE_INFINITY;
  switch (q.sort) {
    case 'preis_aufsteigend':
      return items.sort((a, b) => price(a) - price(b));
    case 'preis_absteigend':
      return items.sort((a, b) => (priceOf(b) ?? 0) - (priceOf(a) ?? 0));
    case 'flaeche_absteigend':
      return items.sort((a, b) => (b.flaeche ?? 0) - (a.flaeche ?? 0));
    default:
      return items.sort((a, b) => (b.updated_at ?? '').localeCompare(a.updated_at ?? '') || b.id - a.id);
  }
}

export function storeOf(list: AssistantListing[]): ListingStore {
  const byId = new Map(list.map((l) => [l.id, l]));
  return {
    get: (id) => byId.get(id) ?? null,
    search(q, limit) {
      const hits = list.filter((l) => matches(l, q));
      return { total: hits.length, items: sorted(hits, q).slice(0, limit) };
    },
  };
}

/** Reads the snapshot lazily and again whenever the file's time or size changed (checked at most every 5 s). */
export function snapshotListingStore(dataDir: string): () => ListingStore {
  const file = snapshotFiles(dataDir).properties;
  let stamp = '';
  let checkedAt = 0;
  let store = storeOf([]);
  return () => {
    const now = Date.now();
    if (now - checkedAt < 5000 && stamp) return store;
    checkedAt = now;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const next = stat ? `${stat.mtimeMs}:${stat.size}` : 'none';
    if (next === stamp) return store;
    stamp = next;
    if (!stat) return (store = storeOf([]));
    try {
      const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
      const items = Array.isArray(raw) ? raw : [];
      const list: AssistantListing[] = [];
      for (const item of items) {
        const parsed = AssistantListing.safeParse(item);
        if (parsed.success) list.push(parsed.data);
      }
      store = storeOf(list);
    } catch (err) {
      console.error('[assistant] could not read the listing snapshot:', err);
    }
    return store;
  };
}
