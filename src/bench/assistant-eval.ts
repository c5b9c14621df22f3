/**
 * The assistant's evaluation sets (tests/fixtures/assistant/<set>/<lang>.json: a question, whether it is asked on a
 * listing's page, the kind of answer it needs, and for a general question the Ratgeber section that answers it) and
 * their scoring against the offline engine. An intent counts as right when the engine answers with that kind; a
 * knowledge question's source counts as right when the guide section the engine quotes is the expected one (sections
 * are named by the German article's heading, the same in every language's article, and the engine's source links the
 * section by its anchor); a listing question's figure counts as right when the answer states that field's figures
 * as the listing has them, or, when the listing does not state the field, when the answer says so and counts as
 * unanswered. Shared by `npm run bench:assistant`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANG_CODES, type LangCode } from '../i18n/languages';
import GithubSlugger from 'github-slugger';
import { createEngine, listingFacts } from '../features/assistant/engine';
import { LISTING_TOPICS, type ListingTopic } from '../features/assistant/intents';
import { loadKnowledgeBase } from '../features/assistant/knowledge';
import { storeOf, type AssistantListing } from '../features/assistant/listings';
import { nlSearchInterpreter } from '../features/assistant/search-intent';
import { serverTranslator } from '../platform/i18n';

/**
 * The blind evaluation sets still kept apart (tests/fixtures/assistant/<set>), scored by `npm run bench:assistant`
 * after the tuning set, counts only. A set scored and reported joins the tuning set and leaves this list: holdout-d,
 * -e, -f, holdout (88.7 % intent / 81.8 % section or figure at its last blind score), holdout-b (96.0 / 86.7 %),
 * holdout-c (93.3 / 81.7 %), holdout-i (88.0 / 81.1 %; its conventions in
 * tests/fixtures/assistant/README-holdout-i.md), holdout-g (96.0 / 96.2 %; tests/fixtures/assistant/README-holdout-g.md),
 * holdout-h (93.3 / 86.8 %; tests/fixtures/assistant/README-holdout-h.md), holdout-j (96.0 / 90.6 %;
 * tests/fixtures/assistant/README-holdout-j.md), holdout-k (90.7 / 84.6 %; tests/fixtures/assistant/README-holdout-k.md),
 * holdout-m (89.3 / 82.7 % on d089f0c; tests/fixtures/assistant/README-holdout-m.md), holdout-o (97.3 / 85.2 % on
 * d089f0c; tests/fixtures/assistant/README-holdout-o.md), holdout-p (80.0 / 73.6 % on c83346b;
 * tests/fixtures/assistant/README-holdout-p.md), holdout-q (88.0 / 72.2 % on 35d9ab0;
 * tests/fixtures/assistant/README-holdout-q.md), holdout-r (92.0 / 88.7 % on 35d9ab0;
 * tests/fixtures/assistant/README-holdout-r.md), holdout-s (90.7 / 86.8 % on f04c8a4;
 * tests/fixtures/assistant/README-holdout-s.md), holdout-l (100 / 96.2 % on f04c8a4;
 * tests/fixtures/assistant/README-holdout-l.md), holdout-n (98.7 / 88.7 % on fc615e5;
 * tests/fixtures/assistant/README-holdout-n.md), holdout-t (94.7 / 83.0 % on fee60da;
 * tests/fixtures/assistant/README-holdout-t.md), holdout-u (92.0 / 81.1 % on 6468229;
 * tests/fixtures/assistant/README-holdout-u.md), holdout-v (90.7 / 77.4 % on 2e6a895;
 * tests/fixtures/assistant/README-holdout-v.md) and holdout-w (92.0 / 79.2 % on a3d6002;
 * tests/fixtures/assistant/README-holdout-w.md) and holdout-x (97.3 / 90.6 % on 1556c8a;
 * tests/fixtures/assistant/README-holdout-x.md) and holdout-y (86.7 / 88.7 % on a30b304d;
 * tests/fixtures/assistant/README-holdout-y.md) and holdout-z (90.7 / 84.9 % on 3e60e238;
 * tests/fixtures/assistant/README-holdout-z.md) and holdout-aa (94.7 / 83.0 % on fcc8d8c2;
 * tests/fixtures/assistant/README-holdout-aa.md) have. holdout-ab (93.3 / 94.3 % when first scored blind on c86b9cd) and holdout-ac (89.3 / 92.5 % when first scored blind
 * on a30b304d) and holdout-ad (86.7 / 71.7 % when first scored blind on dc215f7a) are the newest.
 */
export const ASSISTANT_HOLDOUT_SETS = ['holdout-ab', 'holdout-ac', 'holdout-ad'] as const;

export interface AssistantCase {
  message: string;
  onListing: boolean;
  intent: string;
  section?: string;
  field?: string;
}

export interface AssistantScore {
  lang: LangCode;
  total: number;
  intent: number;
  /** Cases that name a section or a field, and how many of those were answered from the right one. */
  grounded: number;
  groundedRight: number;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/assistant');
const GUIDE = path.join(ROOT, 'content/guide');
/** The rental flat of the fixture listings: a page on which every kind of listing question makes sense. */
const LISTING_ID = 2;

/** "Kaution" → "kaution", "HWB – der Heizwärmebedarf" → "hwb-der-heizwaermebedarf". */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function headings(lang: string, slug: string): string[] {
  const file = path.join(GUIDE, lang, `${slug}.md`);
  if (!fs.existsSync(file)) return [];
  return [...fs.readFileSync(file, 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
}

/** The section id (`<article>#<German heading slug>`) of a heading in a language's article. */
export function sectionId(lang: string, slug: string, heading: string): string | null {
  const index = headings(lang, slug).indexOf(heading.trim());
  const german = headings('de', slug)[index];
  return index >= 0 && german ? `${slug}#${headingSlug(german)}` : null;
}

/** The section id of a guide source's address ("/en/ratgeber/mieten#deposit" → "mieten#kaution"), or null. */
export function sourceSectionId(lang: string, url: string): string | null {
  const m = /\/ratgeber\/([a-z0-9-]+)#(.+)$/.exec(url);
  if (!m) return null;
  const slugger = new GithubSlugger();
  const heading = headings(lang, m[1]!).find(
    (h) => slugger.slug(h.replace(/\*\*|__|`/g, '')) === decodeURIComponent(m[2]!),
  );
  return heading ? sectionId(lang, m[1]!, heading) : null;
}

export function loadAssistantCases(set: string, lang: LangCode): AssistantCase[] {
  const file = path.join(FIXTURES, set, `${lang}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as AssistantCase[]) : [];
}

/** The offline engine over the evaluation's listings, the guide and the locales: the benchmark's and the tests'. */
export function evaluationEngine() {
  const listings = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'listings.json'), 'utf8')) as AssistantListing[];
  const store = storeOf(listings);
  const t = (lang: LangCode) => serverTranslator(lang, path.join(ROOT, 'locales'));
  const engine = createEngine({
    listings: () => store,
    knowledge: loadKnowledgeBase(GUIDE),
    interpret: nlSearchInterpreter(t),
    t,
  });
  return { store, t, engine };
}

export function scoreAssistant(set: string): AssistantScore[] {
  const { store, t, engine } = evaluationEngine();
  const listing = store.get(LISTING_ID)!;
  return LANG_CODES.map((lang) => {
    const score: AssistantScore = { lang, total: 0, intent: 0, grounded: 0, groundedRight: 0 };
    for (const c of loadAssistantCases(set, lang)) {
      score.total++;
      const a = engine({ message: c.message, lang, listingId: c.onListing ? LISTING_ID : null });
      const intentRight = a.intent === c.intent;
      if (intentRight) score.intent++;
      if (c.section) {
        score.grounded++;
        const source = a.sources.find((s) => s.kind === 'guide');
        if (intentRight && source && sourceSectionId(lang, source.url) === c.section) score.groundedRight++;
      } else if (c.field) {
        score.grounded++;
        if (intentRight && c.field in LISTING_TOPICS) {
          const facts = listingFacts(listing, c.field as ListingTopic, lang, t(lang));
          const right = facts.length ? facts.every((f) => a.lines.includes(f)) : !a.answered;
          if (right) score.groundedRight++;
        }
      }
    }
    return score;
  });
}
