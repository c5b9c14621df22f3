/**
 * The built pages of other languages show German only where it is marked German. A page in English, Arabic, Persian
 * or Chinese may carry the feed's German text (a description nobody translated, a street, an agency's name), but
 * then inside an element with lang="de", so that screen readers speak it as German and translation tools know
 * what it is; everything the portal writes itself is in the page's language.
 *
 * Method: parse the built HTML of the home page, the list page, listing pages, project pages, the price guide's
 * overview, one Bundesland and one district page (one with a German word in its name), one page of every other
 * type (PAGE_TYPES: map search, compare, favourites, guide, contact, sign-in, account …) and a guide article in en,
 * ar, fa and zh under builds/current/client/<lang>/, walk the visible text (not inside script, style, template or an element
 * with the hidden attribute) that is not inside an element marked lang="de", and flag the words of GERMAN_WORDS.
 * A language the current build lacks is skipped, saying so. The detector is unit-tested (tests/unit/german-leaks.test.ts);
 * the built pages are scanned after the build, with the end-to-end tests (tests/e2e/german-leaks.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

export const client = path.resolve('builds/current/client');

/**
 * Frequent German words and parts of words of listings and of the portal's own German, chosen so that they do not
 * occur as words in English, Arabic, Persian or Chinese text: a hit is German, not a false friend. Words shared
 * with English ('Balkon' vs 'balcony' differ, but 'Internet', 'Garage', 'Terrasse'…) are left out. Matched as
 * whole words (or, for the parts marked with *, as the start or end of a word: "Hauptstraße", "Neubaugasse").
 */
const GERMAN_WORDS = [
  // function words
  'und',
  'mit',
  'der',
  'die',
  'das',
  'dem',
  'den',
  'ein',
  'eine',
  'einer',
  'nach',
  'für',
  'zum',
  'zur',
  'bei',
  'sowie',
  'oder',
  'nicht',
  'ist',
  'sind',
  'auf',
  'im',
  'vom',
  'zzgl',
  'inkl',
  'ca',
  // the portal's and feeds' own vocabulary
  'Wohnfläche',
  'Nutzfläche',
  'Grundstücksfläche',
  'Zimmer',
  'Baujahr',
  'Sonstige',
  'Angaben',
  'Vereinbarung',
  'sofort',
  'Kaufpreis',
  'Miete',
  'Mietpreis',
  'Betriebskosten',
  'Provision',
  'Kaution',
  'Heizung',
  'Fernwärme',
  'Zustand',
  'Erstbezug',
  'gepflegt',
  'renoviert',
  'saniert',
  'Neubau',
  'Altbau',
  'Wohnung',
  'Haus',
  'Grundstück',
  'Immobilienberater',
  'Immobilienberaterin',
  'Ansprechpartner',
  'Ansprechpartnerin',
  'Preis',
  'Anfrage',
  'Kaufen',
  'Mieten',
  'Lage',
  'Ausstattung',
  'Beschreibung',
  'Objektnummer',
  'Stellplatz',
  'Tiefgarage',
  'Keller',
  'Obergeschoss',
  'Erdgeschoss',
  'Dachgeschoss',
  'OG',
  'EG',
  'DG',
  'Käufer',
  'Mieter',
  'Monatsmiete',
  'Monatsmieten',
  'Bruttomonatsmieten',
  'Nettomonatsmieten',
  // street names: parts of words
  '*straße',
  '*strasse',
  '*gasse',
  '*weg',
  '*platz',
  'Straße*',
  'Gasse*',
];

export const LANGUAGES = ['en', 'ar', 'fa', 'zh'] as const;
/** Listing pages scanned a language: enough to meet every kind of listing in a sample or real snapshot. */
const LISTINGS_PER_LANGUAGE = 60;

const whole = new Set(GERMAN_WORDS.filter((w) => !w.includes('*')));
const suffixes = GERMAN_WORDS.filter((w) => w.startsWith('*')).map((w) => w.slice(1).toLowerCase());
const prefixes = GERMAN_WORDS.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1));

/**
 * The Arabic, Persian and Chinese translations name the Austrian term in parentheses after their own on purpose
 * ("تكاليف التشغيل (Betriebskosten)", "物业运营费（Betriebskosten）": the word the contract and the agent use); such a
 * parenthesized single term is not a leak, in ASCII or in the full-width parentheses of Chinese text.
 */
const GLOSSARY = /[(（]\s*[A-ZÄÖÜ][\p{L}-]*\s*[)）]/gu;

/**
 * The German words of a text (as GERMAN_WORDS defines them). `names: false` leaves out the parts of street names,
 * for the feed's own translations (an English title may well say "near Mühlgasse").
 */
export function germanWordsIn(text: string, { names = true } = {}): string[] {
  const hits: string[] = [];
  for (const word of text.replace(GLOSSARY, '').match(/[\p{L}]+/gu) ?? []) {
    const lower = word.toLowerCase();
    if (
      whole.has(word) ||
      (word.length > 1 && whole.has(word[0]!.toLowerCase() + word.slice(1)) && /^\p{Lu}\p{Ll}/u.test(word)) ||
      (names && suffixes.some((s) => lower.endsWith(s) && lower.length > s.length)) ||
      (names && prefixes.some((p) => word.startsWith(p)))
    )
      hits.push(word);
  }
  return hits;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
// A textarea's content is the value of a form field the visitor edits (the inquiry's prefilled message quotes the
// listing's title): it cannot hold markup, so it is not page text to mark.
const SKIPPED = new Set(['script', 'style', 'template', 'svg', 'head', 'textarea']);

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * The visible text runs of a page outside elements marked lang="de": a small walker over Astro's well-formed
 * output (tags, comments, text), keeping a stack of open elements with whether each is German or skipped.
 */
export function unmarkedText(html: string): { text: string; translation: boolean }[] {
  const out: { text: string; translation: boolean }[] = [];
  const stack: { tag: string; de: boolean; skip: boolean; translation: boolean }[] = [
    { tag: '#root', de: false, skip: false, translation: false },
  ];
  const pageLang = /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1];
  const token =
    /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|([^<]+)/gi;
  for (const m of html.matchAll(token)) {
    const top = stack.at(-1)!;
    if (m[1]) {
      const tag = m[1].toLowerCase();
      const at = stack.findLastIndex((e) => e.tag === tag);
      if (at > 0) stack.length = at;
    } else if (m[2]) {
      const tag = m[2].toLowerCase();
      const attrs = m[3] ?? '';
      const lang = /\slang=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
      const langValue = lang ? (lang[1] ?? lang[2] ?? lang[3] ?? '') : null;
      const de = langValue == null ? top.de : langValue.toLowerCase().startsWith('de');
      const skip = top.skip || SKIPPED.has(tag) || /\shidden(?:[\s=>]|$)/i.test(attrs);
      // An element below <html> marked with the page's own language holds a translation of the feed's text.
      const translation = top.translation || (tag !== 'html' && langValue != null && langValue === pageLang);
      if (!VOID.has(tag) && !attrs.trimEnd().endsWith('/')) stack.push({ tag, de, skip, translation });
      if (tag === 'script' || tag === 'style') {
        // Their content is raw text: skip to the end tag.
        const end = html.toLowerCase().indexOf(`</${tag}`, m.index! + m[0].length);
        token.lastIndex = end < 0 ? html.length : end;
      }
    } else if (m[4] && !top.de && !top.skip) {
      const text = decode(m[4]).trim();
      if (text) out.push({ text, translation: top.translation });
    }
  }
  return out;
}

export interface Finding {
  file: string;
  words: string[];
  text: string;
}

export function scan(file: string): Finding[] {
  const html = fs.readFileSync(file, 'utf8');
  return unmarkedText(html).flatMap(({ text, translation }) => {
    const words = germanWordsIn(text, { names: !translation });
    return words.length ? [{ file: path.relative(client, file), words, text: text.slice(0, 120) }] : [];
  });
}

/**
 * One page of every other type a visitor meets, by its folder under the language's root: the map search, compare,
 * favourites, the guide's overview, contact, sign-in and registration, the password form, the account and its
 * dashboard, help, the projects' overview, the list's second page, a landing page (flats to rent in Vienna), the
 * legal pages and the not-found page. Each must be in the build (pagesOf fails otherwise), so none is skipped unseen.
 */
export const PAGE_TYPES = [
  'kartensuche',
  'vergleich',
  'favoriten',
  'ratgeber',
  'kontakt',
  'anmelden',
  'registrieren',
  'passwort-vergessen',
  'mein-konto',
  'dashboard',
  'hilfe',
  'projekte',
  'immobilien/seite/2',
  'immobilien/wohnung-mieten/wien',
  'impressum',
  'datenschutz',
  '404',
] as const;

/**
 * The pages scanned in one language: home, list, listing pages, project pages, the price guide, one page of each
 * of PAGE_TYPES and one guide article.
 */
export function pagesOf(lang: string): string[] {
  const root = path.join(client, lang);
  const files = [path.join(root, 'index.html'), path.join(root, 'immobilien', 'index.html')];
  for (const type of PAGE_TYPES) {
    const page = path.join(root, type, 'index.html');
    if (!fs.existsSync(page)) throw new Error(`the build has no ${lang} page ${type}`);
    files.push(page);
  }
  const guide = path.join(root, 'ratgeber');
  const article = fs
    .readdirSync(guide, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(guide, d.name, 'index.html')))
    .map((d) => d.name)
    .sort()[0];
  if (article) files.push(path.join(guide, article, 'index.html'));
  const listings = path.join(root, 'immobilien');
  const ids = fs
    .readdirSync(listings, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^\d+$/.test(d.name))
    .map((d) => d.name)
    .sort((a, b) => Number(a) - Number(b))
    .slice(0, LISTINGS_PER_LANGUAGE);
  for (const id of ids) {
    for (const slug of fs.readdirSync(path.join(listings, id), { withFileTypes: true })) {
      const page = path.join(listings, id, slug.name, 'index.html');
      if (slug.isDirectory() && fs.existsSync(page)) files.push(page);
    }
  }
  const projects = path.join(root, 'projekte');
  if (fs.existsSync(projects)) {
    for (const p of fs.readdirSync(projects, { withFileTypes: true })) {
      const page = path.join(projects, p.name, 'index.html');
      if (p.isDirectory() && fs.existsSync(page)) files.push(page);
    }
  }
  // The price guide: its overview, the first Bundesland, and a district whose German name holds one of the German
  // words ("Spittal an der Drau", slug spittal-an-der-drau): a name running unmarked into the text then shows as a
  // German word, which a name like "Eisenstadt-Stadt" would not. Chosen from the build's folders (the slugs of the
  // German names), the first such in order; the first district when none is.
  const prices = path.join(root, 'preisspiegel');
  const dirsOf = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'index.html')))
          .map((d) => d.name)
          .sort()
      : [];
  files.push(path.join(prices, 'index.html'));
  const states = dirsOf(prices);
  if (states[0]) files.push(path.join(prices, states[0], 'index.html'));
  const districts = states.flatMap((state) => dirsOf(path.join(prices, state)).map((d) => path.join(prices, state, d)));
  const district =
    districts.find((d) =>
      path
        .basename(d)
        .split('-')
        .some((w) => whole.has(w)),
    ) ?? districts[0];
  if (district) files.push(path.join(district, 'index.html'));
  return files.filter((f) => fs.existsSync(f));
}
