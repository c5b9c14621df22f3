/**
 * Applying feed documents to a source's listings: OpenImmo's aktion (CHANGE / DELETE / REFERENZ) and
 * uebertragung umfang (VOLL withdraws what an agency no longer sends, TEIL only changes), stable ids, media.
 * Listings without object number get a derived key (identity.ts) before anything is applied.
 */
import type { Agency, Listing } from '../domain/listing';
import { parseFeed, type XNode, text, child } from './xml';
import { mapAnbieter, mapImmobilie, type AgencyDraft, type MapResult } from './openimmo';
import type { AttachmentReader } from './attachments';
import { prefetchMedia, resolveMedia, type MediaStore } from './media';

/**
 * How many listings ahead of the one being applied have their pictures read and decoded. A listing brings about one
 * new picture, so this is about how many new pictures can be under way: more than the picture threads take at once
 * (PICTURES_PER_THREAD in ./media.ts), so that their places never wait for the listings.
 */
const MEDIA_AHEAD = 24;
import { hashJson } from './hash';
import { emptyDocumentReport, MAX_ISSUES_PER_DOCUMENT, type DocumentReport } from './report';
import type { XmlDocument } from './feed-files';
import type { Arrival, IdMap, StoredListing, Superseded } from './state';
import { plainText } from './values';
import { derivedHash, derivedKey, describeDerivation, hashOfDerivedKey, legacyDerivedHash } from './identity';
import { coded, type CodedWarning } from './warnings';

export interface ImportContext {
  sourceKey: string;
  ids: IdMap;
  media: MediaStore;
  /** ISO date-time of this run, for created_at / updated_at when the feed has no dates. */
  now: string;
  /** Listings withdrawn earlier in this run (a VOLL feed followed by a TEIL feed that sends them again keeps their dates). */
  withdrawn?: Map<string, StoredListing>;
  /** This document's delivery; stamped on what it applies (default: now, first). */
  stamp?: Arrival;
  /** The listing as another source holds it (the same agency's feed arriving another way), by `agency|object`. */
  known?: (key: string) => StoredListing | undefined;
  /**
   * Whether the portal has seen this agency's or this source's listings before this run. Only then is a listing
   * seen for the first time new from now: on a first import, a listing whose feed gives no date may have been on
   * the market for years, so its publication is unknown.
   */
  seenBefore?: (agencyId: string) => boolean;
  /** The source's record of what its VOLL feeds and DELETEs took off (updated here). */
  superseded?: Superseded;
}

interface PendingListing {
  index: number;
  result: MapResult;
  /** The object number, or the derived key once resolveDerivedKeys has run. */
  key: string | null;
  /** The derived key as made while the source was part of its hash (to take over its id). */
  legacyKey?: string;
  /** Warnings about the derived identity. */
  notes: CodedWarning[];
  /** Set when the listing must be skipped after all (an ambiguous DELETE). */
  skipReason?: CodedWarning;
}

export { hashJson };

function contentDigest(l: Omit<Listing, 'digest'>): string {
  const { created_at: _c, updated_at: _u, published_at: _pa, project_id: _p, ...rest } = l;
  return hashJson(rest);
}

/**
 * Reads one XML document and applies it to `working` (key → listing), in document order.
 * Never throws for bad content; the report says what happened to each <immobilie>.
 */
export async function importDocument(
  doc: XmlDocument,
  working: Map<string, StoredListing>,
  ctx: ImportContext,
): Promise<DocumentReport> {
  const report = emptyDocumentReport(doc.label);
  let rootName: string | null = null;
  let umfang: 'VOLL' | 'TEIL' | null = null;
  let index = 0;
  let sawExplicitAktion = false;
  let pending: PendingListing[] = [];
  const batches: Array<{ agency: AgencyDraft; listings: PendingListing[] }> = [];

  const outcome = await parseFeed(doc.bytes(), {
    root(name) {
      rootName = name;
    },
    uebertragung(attrs) {
      const u = (attrs.umfang ?? '').trim().toUpperCase();
      if (u === 'VOLL' || u === 'TEIL') umfang = u;
    },
    anbieterStart() {
      pending = [];
    },
    immobilie(node: XNode) {
      index++;
      if (rootName !== 'openimmo') return;
      const aktion = child(child(node, 'verwaltung_techn'), 'aktion')?.attrs.aktionart;
      if (aktion && aktion.trim()) sawExplicitAktion = true;
      let result: MapResult;
      try {
        // The JSON round trip copies every string: strings cut from the parser's text chunks would otherwise
        // keep whole chunks alive, i.e. the entire feed text in memory until the end of the <anbieter>.
        result = JSON.parse(JSON.stringify(mapImmobilie(node))) as MapResult;
      } catch (e) {
        // a mapping bug must not stop the feed: the listing is skipped and reported
        result = {
          kind: 'skip',
          key: plainText(text(child(child(node, 'verwaltung_techn'), 'objektnr_extern'))),
          reason: coded('skipMappingError', { error: (e as Error).message }),
          warnings: [],
          warningCodes: [],
        };
      }
      pending.push({ index, result, key: result.key, notes: [] });
    },
    anbieterEnd(anbieter: XNode) {
      const firstContactFirma =
        pending
          .map((p) => (p.result.kind === 'listing' ? p.result.draft.contact?.firma : null))
          .find((f): f is string => !!f) ?? null;
      batches.push({
        agency: mapAnbieter(anbieter, firstContactFirma, (m, w) => report.file_warnings.push({ message: m, ...w })),
        listings: pending,
      });
      pending = [];
    },
  });
  report.encoding = outcome.encoding;
  report.file_warnings.push(...outcome.warnings);

  if (rootName && rootName !== 'openimmo') {
    report.status = 'ignored';
    report.error =
      rootName === 'openimmo_feedback'
        ? 'OpenImmo-Feedback (an enquiry sent to the agent), not a listings feed'
        : `root element <${rootName}> is not <openimmo>`;
    report.read = 0;
    return report;
  }
  if (!outcome.complete && !outcome.broken) {
    report.status = 'failed';
    report.error = outcome.error;
    // the listings read before the break are counted as skipped so that nothing goes unaccounted
    for (const b of [...batches, { agency: null, listings: pending }]) {
      for (const p of b.listings) {
        report.read++;
        report.skipped++;
        pushIssue(report.skipped_listings, {
          index: p.index,
          key: p.result.key,
          ...coded('skipFeedIncomplete'),
        });
      }
    }
    return report;
  }

  if (outcome.broken) {
    // A wrong closing tag: the listings completed before it are applied; the rest of the document is unknown, so
    // it is read as changes only and nothing is withdrawn for not being in it.
    const { error, dropped } = outcome.broken;
    report.file_warnings.push(coded('xmlBroken', { error, read: index, dropped }));
    for (let i = 1; i <= dropped; i++) {
      report.read++;
      report.skipped++;
      pushIssue(report.skipped_listings, {
        index: index + i,
        key: null,
        ...coded('skipAfterXmlError', { error }),
      });
    }
    umfang = 'TEIL';
  }
  if (!umfang) {
    umfang = sawExplicitAktion ? 'TEIL' : 'VOLL';
    report.umfang_assumed = true;
    report.file_warnings.push(coded(umfang === 'VOLL' ? 'umfangAssumedVoll' : 'umfangAssumedTeil'));
  }
  report.umfang = umfang;
  resolveDerivedKeys(batches, working, ctx.sourceKey);
  const stamp = ctx.stamp ?? { delivered: ctx.now, arrival: 0 };

  const mediaCache = new Map();
  for (const batch of batches) {
    const agency = batch.agency;
    report.anbieter.push(agency.name || agency.id);
    const seen = new Set<string>();
    const logo = agency.logo
      ? await resolveMedia([agency.logo], doc.attachments, ctx.media, () => {}, mediaCache)
      : null;
    for (const [i, p] of batch.listings.entries()) {
      // The next listings' pictures are decoded while this one is applied: a listing brings one new picture or two,
      // which would leave the media store's second slot (the second core) idle.
      const ahead = batch.listings[i + MEDIA_AHEAD];
      for (const next of i === 0 ? batch.listings.slice(0, MEDIA_AHEAD + 1) : ahead ? [ahead] : []) {
        if (next.result.kind === 'listing' && next.key !== null && !next.skipReason)
          prefetchMedia(next.result.media, doc.attachments, ctx.media, mediaCache);
      }
      report.read++;
      await applyOne(p, agency, logo?.logoUrl ?? null, doc.attachments, working, seen, report, ctx, mediaCache);
    }
    if (umfang === 'VOLL') {
      // what other sources hold of this agency and was delivered before is gone too (see compose-snapshot)
      if (ctx.superseded) ctx.superseded.agencies[agency.id] = stamp;
      for (const [key, stored] of working) {
        if (stored.agency_id === agency.id && !seen.has(key)) {
          ctx.withdrawn?.set(key, stored);
          working.delete(key);
          report.withdrawn++;
        }
      }
    }
  }
  return report;
}

/**
 * Gives every listing without object number its derived key: `auto-<hash>` for the first listing of the document
 * deriving that hash (per agency), `auto-<hash>-<n>` for the n-th, so twins never overwrite each other. Positions
 * can only be trusted while the feed sends all twins: when fewer arrive than are stored, a DELETE is skipped rather
 * than guessed (a wrong guess would take a live listing offline) and an update is imported with a warning.
 */
function resolveDerivedKeys(
  batches: Array<{ agency: AgencyDraft; listings: PendingListing[] }>,
  working: Map<string, StoredListing>,
  sourceKey: string,
): void {
  const groups = new Map<string, PendingListing[]>();
  for (const b of batches) {
    for (const p of b.listings) {
      const r = p.result;
      if (r.kind === 'skip' || r.key !== null || !r.identity) continue;
      const hash = derivedHash(b.agency.identity, r.identity);
      const groupKey = `${b.agency.id}|${hash}`;
      const members = groups.get(groupKey) ?? [];
      members.push(p);
      groups.set(groupKey, members);
      p.key = derivedKey(hash, members.length);
      p.legacyKey = derivedKey(legacyDerivedHash(sourceKey, b.agency.identity, r.identity), members.length);
      // a listing this source stored under the key of before takes the key of now, keeping its data and dates
      const storedKey = `${b.agency.id}|${p.legacyKey}`;
      const before = working.get(storedKey);
      if (before && !working.has(`${b.agency.id}|${p.key}`)) {
        working.delete(storedKey);
        const key = `${b.agency.id}|${p.key}`;
        working.set(key, { ...before, key, listing: { ...before.listing, external_id: p.key } });
      }
      p.notes.push(...describeDerivation(p.key, b.agency.identity, r.identity));
      if (r.kind === 'listing') r.draft.external_id = p.key;
    }
  }
  if (!groups.size) return;

  const stored = new Map<string, number>();
  for (const s of working.values()) {
    const hash = hashOfDerivedKey(s.key.slice(s.agency_id.length + 1));
    const groupKey = `${s.agency_id}|${hash}`;
    if (hash && groups.has(groupKey)) stored.set(groupKey, (stored.get(groupKey) ?? 0) + 1);
  }
  for (const [groupKey, members] of groups) {
    const n = members.length;
    if (n > 1) {
      const positions = members.map((m) => `#${m.index}`).join(', ');
      members.forEach((m, i) => m.notes.push(coded('identityTwins', { positions, n: i + 1, total: n })));
    }
    const before = stored.get(groupKey) ?? 0;
    if (before > 1 && n < before) {
      for (const m of members) {
        if (m.result.kind === 'delete') {
          m.skipReason = coded('skipDeleteAmbiguous', { before, n });
        } else {
          m.notes.push(coded('identityFewerTwins', { before, n }));
        }
      }
    }
  }
}

function pushIssue<T>(list: T[], issue: T) {
  if (list.length < MAX_ISSUES_PER_DOCUMENT) list.push(issue);
}

async function applyOne(
  p: PendingListing,
  agencyDraft: AgencyDraft,
  logoUrl: string | null,
  attachments: AttachmentReader | null,
  working: Map<string, StoredListing>,
  seen: Set<string>,
  report: DocumentReport,
  ctx: ImportContext,
  mediaCache: Map<string, Promise<never>>,
): Promise<void> {
  const r = p.result;
  const addWarnings = (ws: readonly CodedWarning[]) => {
    for (const w of ws) {
      report.warning_count++;
      pushIssue(report.warnings, { index: p.index, key: p.key, ...w });
    }
  };
  addWarnings(r.warnings.map((message, i) => ({ message, ...r.warningCodes[i]! })));
  addWarnings(p.notes);
  if (r.kind === 'skip' || p.skipReason || p.key === null) {
    report.skipped++;
    const reason = r.kind === 'skip' ? r.reason : (p.skipReason ?? coded('skipNoKey'));
    pushIssue(report.skipped_listings, { index: p.index, key: p.key, ...reason });
    return;
  }
  const key = `${agencyDraft.id}|${p.key}`;
  const stamp = ctx.stamp ?? { delivered: ctx.now, arrival: 0 };
  if (r.kind === 'delete') {
    report.deleted++;
    const elsewhere = ctx.known?.(key);
    if (!working.delete(key) && !elsewhere) addWarnings([coded('deleteUnknown', { key: p.key })]);
    // the same listing held by another source (its folder, an earlier upload) goes too
    if (ctx.superseded) ctx.superseded.keys[key] = stamp;
    seen.delete(key);
    return;
  }

  const extra: CodedWarning[] = [];
  const media = await resolveMedia(r.media, attachments, ctx.media, (w) => extra.push(w), mediaCache);
  let photoUrl: string | null = null;
  if (r.contactPhoto) {
    const photo = await resolveMedia([r.contactPhoto], attachments, ctx.media, (w) => extra.push(w), mediaCache);
    photoUrl = photo.images[0]?.url ?? null;
  }
  addWarnings(extra);

  const agency: Agency = {
    id: agencyDraft.id,
    name: agencyDraft.name || r.draft.contact?.firma || '',
    logo_url: logoUrl,
    impressum: agencyDraft.impressum,
    email: agencyDraft.email ?? r.draft.contact?.email ?? null,
    telefon: agencyDraft.telefon ?? r.draft.contact?.telefon ?? null,
    website: agencyDraft.website,
  };
  const previous = working.get(key) ?? ctx.withdrawn?.get(key) ?? ctx.known?.(key);
  const legacy = [`${ctx.sourceKey}|${key}`];
  if (p.legacyKey) legacy.push(`${ctx.sourceKey}|${agencyDraft.id}|${p.legacyKey}`);
  const id = ctx.ids.listingId(key, legacy);
  const primary =
    media.images.find((i) => i.kind === 'photo' || i.kind === 'exterior' || i.kind === 'interior') ??
    media.images[0] ??
    null;
  const base: Omit<Listing, 'digest'> = {
    id,
    source: ctx.sourceKey,
    ...r.draft,
    contact: r.draft.contact ? { ...r.draft.contact, photo_url: photoUrl } : null,
    agency,
    primary_image: primary ? { thumbnail_url: primary.thumbnail_url, url: primary.url } : null,
    images: media.images,
    documents: media.documents,
    project_id: null,
    created_at: '',
    updated_at: '',
  };
  const digest = contentDigest(base);
  base.created_at = r.aktivVon ? toDateTime(r.aktivVon) : (previous?.listing.created_at ?? ctx.now);
  base.published_at = publishedAt(r.aktivVon, r.standVom, previous, agencyDraft.id, ctx);
  base.updated_at = r.standVom
    ? toDateTime(r.standVom)
    : previous && previous.content_digest === digest
      ? previous.listing.updated_at
      : ctx.now;
  // Every feed that carries the listing confirms it, whether or not anything in it changed.
  base.confirmed_at = stamp.delivered;
  if (ctx.superseded) delete ctx.superseded.keys[key];
  working.set(key, {
    key,
    agency_id: agencyDraft.id,
    content_digest: digest,
    delivered: stamp.delivered,
    arrival: stamp.arrival,
    listing: { ...base, digest },
  });
  seen.add(key);
  report.imported++;
}

const toDateTime = (d: string) => (d.length === 10 ? `${d}T00:00:00Z` : d);

/**
 * When the listing was published, for the "Neu" badge: the feed's aktiv_von where it gives one; else what was
 * settled when the portal first saw the listing (whichever way it arrived). Seen for the first time, it is the
 * feed's stand_vom, else this run, but only when the portal knew the agency or the source before: what a first
 * import finds was published at some unknown time (null), not on the day the portal was installed. A listing
 * stored before this field existed has its publication unknown as well, unless its feed dates it.
 */
function publishedAt(
  aktivVon: string | null,
  standVom: string | null,
  previous: StoredListing | undefined,
  agencyId: string,
  ctx: ImportContext,
): string | null {
  if (aktivVon) return toDateTime(aktivVon);
  if (previous) {
    if (previous.listing.published_at !== undefined) return previous.listing.published_at;
    return standVom ? toDateTime(standVom) : null;
  }
  if (standVom) return toDateTime(standVom);
  return ctx.seenBefore?.(agencyId) ? ctx.now : null;
}
