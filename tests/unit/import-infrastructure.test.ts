/**
 * <infrastruktur>: every OpenImmo distance kind is kept in km, in the fixture and in the real feeds (../shared/openimmo,
 * skipped where absent: a clone without ../shared has none), and each kind the real feeds name is shown with its
 * label in every language; values written with commas or units are read, nonsense is dropped with a warning.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DISTANCE_KINDS, SPORT_DISTANCE_KINDS, type Infrastructure } from '~/domain/infrastructure';
import { stripIsolates } from '~/domain/format/isolate';
import { LANG_CODES } from '~/i18n/languages';
import { infrastructureView } from '~/site/listing/infrastructure-model';
import { listingSchema } from '~/domain/listing';
import { openFeedFile } from '~/import/feed-files';
import { mapImmobilie } from '~/import/openimmo';
import { parseDistanceKm, readInfrastructure } from '~/import/openimmo/infrastructure';
import { runImport } from '~/import/sync';
import { parseFeed, type XNode } from '~/import/xml';
import { readSnapshot } from '~/snapshot';

async function immobilien(xml: Buffer | string): Promise<XNode[]> {
  const nodes: XNode[] = [];
  await parseFeed(
    (async function* () {
      yield Buffer.from(xml);
    })(),
    { immobilie: (n) => void nodes.push(n) },
  );
  return nodes;
}

const infra = async (inner: string) => {
  const warnings: string[] = [];
  const [im] = await immobilien(
    `<?xml version="1.0" encoding="UTF-8"?><openimmo><anbieter><immobilie><infrastruktur>${inner}</infrastruktur></immobilie></anbieter></openimmo>`,
  );
  return { value: readInfrastructure(im!, (m) => void warnings.push(m)), warnings };
};

/** The distance elements with a value, counted on the raw text (independent of the parser): kind → value. */
function rawDistances(xml: string): Array<{ kind: string; value: string }> {
  return [...xml.matchAll(/<distanzen(?:_sport)?\s+distanz_zu(?:_sport)?="([^"]*)"\s*>\s*([^<]*?)\s*</g)]
    .filter((m) => m[2] !== '')
    .map((m) => ({ kind: m[1]!, value: m[2]! }));
}

describe('OpenImmo <infrastruktur>', () => {
  const FIXTURE = path.resolve(__dirname, '../fixtures/openimmo/full-at.xml');

  it('keeps every distance kind of the fixture, in km, and the view', async () => {
    const xml = fs.readFileSync(FIXTURE, 'utf8');
    const raw = rawDistances(xml);
    // the fixture names every kind OpenImmo has, once
    expect(raw.map((r) => r.kind).sort()).toEqual([...DISTANCE_KINDS, ...SPORT_DISTANCE_KINDS].sort());
    const mapped = (await immobilien(xml)).map((n) => mapImmobilie(n));
    const withInfra = mapped.flatMap((r) => (r.kind === 'listing' && r.draft.infrastructure ? [r] : []));
    expect(withInfra).toHaveLength(1);
    const { draft, warnings } = withInfra[0]!;
    const i = draft.infrastructure!;
    for (const { kind, value } of raw) {
      const km = (DISTANCE_KINDS as readonly string[]).includes(kind)
        ? i.distances[kind as keyof typeof i.distances]
        : i.sport[kind as keyof typeof i.sport];
      expect(km, kind).toBe(Number(value));
    }
    expect(i.view).toBe('FERNE');
    expect(warnings.filter((w) => /distanz|ausblick/.test(w))).toEqual([]);
  });

  it.each(DISTANCE_KINDS)('reads <distanzen distanz_zu="%s">', async (kind) => {
    const { value } = await infra(`<distanzen distanz_zu="${kind}">1,5</distanzen>`);
    expect(value).toEqual({ distances: { [kind]: 1.5 }, sport: {} });
  });

  it.each(SPORT_DISTANCE_KINDS)('reads <distanzen_sport distanz_zu_sport="%s">', async (kind) => {
    const { value } = await infra(`<distanzen_sport distanz_zu_sport="${kind}">12</distanzen_sport>`);
    expect(value).toEqual({ distances: {}, sport: { [kind]: 12 } });
  });

  it('reads comma decimals, metres and km, and keeps the nearer of a kind given twice', async () => {
    const { value, warnings } = await infra(
      `<distanzen distanz_zu="BUS">350 m</distanzen><distanzen distanz_zu="US_BAHN">0,8</distanzen>
       <distanzen distanz_zu="ZENTRUM">ca. 2,5 km</distanzen><distanzen distanz_zu="bus">0.2</distanzen>`,
    );
    expect(value).toEqual({ distances: { BUS: 0.2, US_BAHN: 0.8, ZENTRUM: 2.5 }, sport: {} });
    expect(warnings).toEqual(expect.arrayContaining([expect.stringMatching(/"0,8" read as 0.8/)]));
  });

  it('drops nonsense with a warning: negative, beyond 500 km, text, an unknown kind or view', async () => {
    const { value, warnings } = await infra(
      `<ausblick blick="GARTEN"/><distanzen distanz_zu="BUS">-1</distanzen><distanzen distanz_zu="FLUGHAFEN">5000</distanzen>
       <distanzen distanz_zu="ZENTRUM">nah</distanzen><distanzen distanz_zu="SPITAL">2</distanzen>
       <distanzen_sport distanz_zu_sport="SEE">0</distanzen_sport>`,
    );
    expect(value).toBeUndefined();
    expect(warnings).toEqual([
      'distanzen BUS: "-1" is not a distance between 0 and 500 km; ignored',
      'distanzen FLUGHAFEN: "5000" is not a distance between 0 and 500 km; ignored',
      'distanzen ZENTRUM: "nah" is not a number; ignored',
      'distanzen distanz_zu="SPITAL" is not an OpenImmo kind; ignored',
      'ausblick blick="GARTEN" is not an OpenImmo view; ignored',
    ]);
  });

  it('parses a distance on its own', () => {
    const none = () => {};
    expect(parseDistanceKm('400 m', 'f', none)).toBe(0.4);
    expect(parseDistanceKm('1.200 m', 'f', none)).toBe(1.2);
    expect(parseDistanceKm('22.00', 'f', none)).toBe(22);
    expect(parseDistanceKm('3 km', 'f', none)).toBe(3);
    expect(parseDistanceKm(null, 'f', none)).toBeNull();
  });

  it('a listing without <infrastruktur> has none, and the schema reads a snapshot from before it', async () => {
    const { value } = await infra('<zulieferung>false</zulieferung>');
    expect(value).toBeUndefined();
    expect(listingSchema.shape.infrastructure.safeParse(undefined).success).toBe(true);
    expect(listingSchema.shape.infrastructure.safeParse({ distances: { BUS: -1 }, sport: {} }).success).toBe(false);
  });
});

const SHARED = path.resolve(__dirname, '../../../shared/openimmo');
const files = fs.existsSync(SHARED)
  ? fs
      .readdirSync(SHARED)
      .filter((f) => /\.(xml|zip)$/i.test(f))
      .sort()
  : [];
const realFeeds = files.length ? describe : describe.skip;
const tmpDirs: string[] = [];
afterAll(() => tmpDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** The raw XML text of every document in a feed file (a ZIP's XML entries too), read as Latin-1 bytes. */
async function rawXml(file: string): Promise<string> {
  const feed = await openFeedFile(file, path.basename(file), path.dirname(file));
  try {
    let out = '';
    for (const doc of feed.documents) {
      const chunks: Buffer[] = [];
      for await (const c of doc.bytes()) chunks.push(Buffer.from(c));
      out += Buffer.concat(chunks).toString('latin1');
    }
    return out;
  } finally {
    feed.close();
  }
}

realFeeds(`real feeds in ${SHARED}: distances`, () => {
  it.each(files)('%s: every <distanzen> with a value is in the snapshot', async (name) => {
    const file = path.join(SHARED, name);
    const raw = rawDistances(await rawXml(file));
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-infra-'));
    tmpDirs.push(data);
    await runImport({
      paths: [file],
      dataDir: data,
      projectsDir: path.join(data, 'no-projects'),
      feedsDir: path.join(data, 'no-feeds'),
    });
    const snap = readSnapshot(data, { validate: true });
    const kept = snap.properties.flatMap((l) => [
      ...Object.entries(l.infrastructure?.distances ?? {}),
      ...Object.entries(l.infrastructure?.sport ?? {}),
    ]);
    // a deleted listing's distances leave with it
    const deletes = snap.properties.length === 0;
    expect(kept.length).toBe(deletes ? 0 : raw.length);
    for (const { kind, value } of deletes ? [] : raw)
      expect(kept).toContainEqual([kind.toUpperCase(), Number(value.replace(',', '.'))]);
  });
});

realFeeds(`real feeds in ${SHARED}: one listing per distance kind, read and labelled`, () => {
  it('every kind the feeds name is in one of its listings, in km, and shown with its label in every language', async () => {
    // kind → the first listing that names it: its file, the raw value and what the importer kept
    const firstOfKind = new Map<string, { file: string; raw: number; kept: Infrastructure | undefined }>();
    for (const name of files) {
      const file = path.join(SHARED, name);
      const raw = rawDistances(await rawXml(file));
      if (!raw.length) continue;
      const data = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-infra-kind-'));
      tmpDirs.push(data);
      await runImport({
        paths: [file],
        dataDir: data,
        projectsDir: path.join(data, 'no-projects'),
        feedsDir: path.join(data, 'no-feeds'),
      });
      const snap = readSnapshot(data, { validate: true });
      for (const { kind, value } of raw) {
        const k = kind.toUpperCase();
        if (firstOfKind.has(k)) continue;
        const km = Number(value.replace(',', '.'));
        const listing = snap.properties.find((l) => kmOf(l.infrastructure, k) === km);
        firstOfKind.set(k, { file: name, raw: km, kept: listing?.infrastructure });
      }
    }
    // What the feeds of today name (01, the association's own sample): a feed added later adds its kinds.
    expect([...firstOfKind.keys()]).toEqual(expect.arrayContaining(['HAUPTSCHULE', 'SEE']));
    for (const [kind, { file, raw, kept }] of firstOfKind) {
      expect([...DISTANCE_KINDS, ...SPORT_DISTANCE_KINDS], `${file}: ${kind}`).toContain(kind);
      expect(kmOf(kept, kind), `${file}: ${kind}`).toBe(raw);
      for (const lang of LANG_CODES) {
        const row = infrastructureView(kept, lang)
          ?.groups.flatMap((g) => g.rows)
          .find((r) => r.kind === kind);
        expect(row, `${file}: ${kind} in ${lang}`).toBeDefined();
        expect(row!.label, `${kind} in ${lang}`).not.toMatch(/search\.infrastructure|^$/);
        expect(stripIsolates(row!.distance), `${kind} in ${lang}`).toMatch(/\S/);
      }
    }
    // the association's sample: Hauptschule 22 km, lake 15 km, as its feed says
    expect(firstOfKind.get('HAUPTSCHULE')!.raw).toBe(22);
    expect(firstOfKind.get('SEE')!.raw).toBe(15);
    expect(
      stripIsolates(infrastructureView(firstOfKind.get('SEE')!.kept, 'de')!.groups.at(-1)!.rows[0]!.distance),
    ).toBe('15 km');
  });
});

/** A kind's km in a listing's infrastructure, whichever of the two lists holds it. */
function kmOf(infra: Infrastructure | undefined, kind: string): number | undefined {
  return (
    (infra?.distances as Record<string, number> | undefined)?.[kind] ??
    (infra?.sport as Record<string, number> | undefined)?.[kind]
  );
}
