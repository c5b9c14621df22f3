/**
 * What a chat message is about, decided from weighed cues rather than by the first rule that fires. The engine
 * measures the cues (words of intents.ts, the guide's best match, the search interpreter's criteria); this module
 * scores every kind of answer from them and picks the best. Pure, so each rule is a unit test.
 *
 * The rules, as scores (higher wins, ties go to the earlier kind in PRIORITY):
 * - viewing 10, contact 9: the visitor wants the people who can act (on a listing's page, or when the message is
 *   not plainly a guide question: "who pays the agent's commission?" is about the rule, not a request). Naming
 *   the agent on a listing's page is a contact request only when it asks for none of the listing's figures. A viewing
 *   word counts only when it is about a home: on a listing's page, beside a home word ("осмотреть квартиру") or with a
 *   day or an hour ("Besichtigung am Donnerstag"); many of these words also name a car's inspection, a doctor's visit
 *   or a museum ("Где пройти техосмотр машины?", "visite médicale", "معاینه فنی ماشین", "Welche Museen soll ich mir
 *   anschauen?"), which are no request. Away from a listing's page there is no flat to view, so a viewing word in a
 *   question the guide answers ("what documents should I ask for when viewing a flat?", "what should I bring to a
 *   viewing on Saturday?") is a guide question, unless it books one for a home and a day ("can I book a viewing of
 *   the flat for tomorrow afternoon?"). A viewing that sets the scene of a question ("durante la visita …, devo
 *   controllare …?") is no request anywhere.
 * - listing 6 + 2 for "this/diese/هذه" + 1 a topic (at most 2): on a listing's page a question naming one of its
 *   figures is about it, above any search of one criterion (at most 5). It yields to a search of two or more
 *   criteria without deixis ("3 rooms in Graz with a lift"), and to a plainly general question that neither points
 *   at the listing nor names it with a definite article ("the flat", "el piso") nor asks for a figure the guide has
 *   no general rule about (the size, the floor, the day it is free: only the listing can say).
 * - search 8 with two or more criteria; 5 with one when the guide match is weak, 2 when it is strong; 1 for a bare
 *   "rent" or "buy". A search request is mostly criteria: when the words the interpreter did not understand
 *   outnumber the criteria, two criteria count 3 (below the guide), and one criterion among two or more such words
 *   ("Wie ist das Wetter morgen in Linz?") is no search at all, and neither is one criterion in a message about a
 *   subject the portal has nothing on (the weather, football, a joke: offTopic). A message asking where to eat
 *   (offTopicAsk: a good restaurant) is no search however many criteria it names.
 *   Criteria whose leftover words are a strong guide question of their own (guideAside: "Wohnung um 280.000 €
 *   gefunden – wie viel kommt an Grunderwerbsteuer dazu?") count 2 at most: they set the scene of that question.
 *   Three or more outnumbered by other words that ask the guide's rule for a figure (the deposit, the running costs)
 *   in a question the guide answers strongly count 3 at most.
 * - knowledge 4 when the guide matches, 7 when it matches very well: it beats one criterion found in a question
 *   the guide answers, and loses to a search of two criteria. Only when the question's words are the guide's:
 *   when fewer than MIN_KNOWN of its content tokens occur anywhere in the guide, a match of its common words is
 *   chance, and the assistant says it does not know (and the question is recorded for the admin), unless a question
 *   shares two subject words or more with the section in a strong match (sectionWords); so too when the
 *   message is about a subject the portal has nothing on, and when it asks a money question the guide has no
 *   paragraph for (guideGap: the day's interest rates, the cheapest bank, repaying a loan early), and when its subject
 *   lies outside the guide (subjectElsewhere: a job interview, a child's school, a car's inspection, found by a word
 *   such as "prepare" or "documents" that the guide also uses).
 * - greeting 9 for a bare greeting of up to two words, 3 for up to four ("hello, are you there?"): only when
 *   nothing else wants the message; 5 for a greeting of up to sixteen words that asks nothing ("hoi! ik ben nieuw
 *   hier"); 8 for small talk ("Hello! How are you today?"); 5 for thanks that ask nothing ("merci beaucoup, c'est super clair !"), above a
 *   weak guide match of their other words; so too for a short message asking whether anyone is there; 6 for a
 *   greeting that says the visitor is back ("ciao di nuovo"), above one criterion read in its words.
 * - unknown when no kind scores.
 */

export type Intent = 'viewing' | 'contact' | 'listing' | 'search' | 'knowledge' | 'greeting' | 'unknown';

export interface Cues {
  /** The message is asked on a listing's page. */
  onListing: boolean;
  /** How many of the listing's topics (lift, deposit, floor …) the message names. */
  listingTopics: number;
  /** "this", "diese", "هذه": the message points at the listing on screen. */
  deixis: boolean;
  /** Criteria the search interpreter found besides buy/rent; null when it found no search at all. */
  searchCriteria: number | null;
  /** Words of the message the search interpreter did not understand. */
  searchUnmatched: number;
  /** The guide matches well enough to answer from (knowledge.ts's thresholds). */
  guideFits: boolean;
  /** The guide matches so well that the question is a general one even on a listing's page. */
  guideGeneral: boolean;
  /** The guide match is strong enough that one search criterion in the message is incidental. */
  guideStrong: boolean;
  /**
   * The words the search did not understand, taken alone, match the guide strongly: the message asks the guide about
   * the home its criteria describe ("Wohnung um 280.000 € gefunden – wie viel kommt an Grunderwerbsteuer dazu?").
   */
  guideAside?: boolean;
  /** The share of the message's content tokens found in the guide's vocabulary (knowledge.ts's vocabularyShare). */
  guideKnown: number;
  /**
   * The message is a question saying the quoted section's key terms whole in a strong match (knowledge.ts's
   * termsNamed at the engine's TERMS_NAMED_WHOLE: "contratto a termine", "قسط القرض", "箱子"): it asks that section,
   * whatever everyday or spoken words it says them in ("il padrone di casa me lo vuole rinnovare solo per un anno").
   */
  termsWhole?: boolean;
  /**
   * The message is a question naming the quoted section's whole heading in a strong match (knowledge.ts's
   * headingNamed of 1: "hangt die woonsubsidie van de provincie af …" names "Subsidies"): the heading says the
   * section's subject, as its key terms said whole do.
   */
  headingWhole?: boolean;
  /**
   * How many of the message's subject words the quoted section uses (knowledge.ts's subjectWords' inSection): two or
   * more in a strong match say the section's subject, whatever spoken or everyday words are said around them.
   */
  sectionWords?: number;
  /** The message names a subject the portal has nothing on and the guide never mentions (intents.ts's OFF_TOPIC). */
  offTopic: boolean;
  /**
   * The message asks for something the portal does not offer in words of its own subjects (where to eat: a good
   * restaurant, not one to let; intents.ts's OFF_TOPIC_ASKS): no search and no guide question, however many criteria.
   */
  offTopicAsk?: boolean;
  /**
   * The message asks a money question the guide has no paragraph for (today's interest rates, the cheapest bank,
   * repaying a loan early: intents.ts's GUIDE_GAPS): a gap in the guide, not a question its nearest section answers.
   */
  guideGap?: boolean;
  /**
   * The message's subject lies outside the guide (knowledge.ts's subjectWords): it names nothing of housing (no word
   * the search understands, no listing topic but the bare price, no word of one article's title), it has a word the
   * guide never uses, and the quoted section uses at most one of its words, matching less than half of the message ("How do I prepare for a job interview?" finds the viewing's preparation by
   * "prepare" alone; "Which documents do I need to enrol my child at school?" the viewing's documents).
   */
  subjectElsewhere?: boolean;
  /**
   * The message asks what a term means and the guide's section defining it is found (knowledge.ts's definesTerm):
   * the explanation, not the listing's figure, even on a listing's page ("cosa vuol dire fGEE? lo vedo nell annuncio").
   */
  definesTerm?: boolean;
  /** The message names the property with a definite article ("die Wohnung", "the flat", "el piso"). */
  definite: boolean;
  /** How many of the named listing topics are figures only a listing states (size, floor, lift, free from …). */
  listingOnlyTopics: number;
  /** A viewing word ("besichtigen", "visit", "осмотр", "معاینه", "参观"): many also name other inspections and visits. */
  viewing: boolean;
  /**
   * The message names a home: a property type the search understands ("квартиру", "آپارتمان", "la maison") or the
   * property with a definite article (intents.ts's DEFINITE_LISTING).
   */
  viewingHome?: boolean;
  /** The message wishes for a day or an hour ("am Samstag", "tomorrow afternoon": intents.ts's VIEWING_WHEN). */
  viewingWhen?: boolean;
  /**
   * The viewing is the setting of the question ("durante la visita devo controllare …", "وقت معاينة الشقة، هل …":
   * intents.ts's VIEWING_SCENE): what to do or check while viewing, the guide's subject and no request.
   */
  viewingScene?: boolean;
  /** The message books an appointment ("book", "Termin", "prenotare": intents.ts's BOOK_VIEWING). */
  viewingBooked?: boolean;
  contact: boolean;
  /** Asks who sells or lets (the agent): a contact request on a listing's page. */
  agent: boolean;
  greeting: boolean;
  /** The message asks a question (a question mark). */
  question?: boolean;
  /**
   * The words the search did not understand name a figure the guide has a rule for (the deposit, the running costs,
   * the agent's commission, the energy values: "quanto può chiedere di cauzione", "jak wysoka może być kaucja").
   */
  asksRule?: boolean;
  /** The message thanks and asks nothing (no question mark): small talk, answered like a greeting. */
  thanks?: boolean;
  /** The message asks whether someone is there ("is da jemand?", "anyone around?"): small talk like a greeting. */
  presence?: boolean;
  /**
   * The message is small talk: how the assistant is, with greetings and a few words ("How are you today?", "Tudo bem
   * com você?": intents.ts's smallTalkOnly); it asks nothing of the portal.
   */
  smallTalk?: boolean;
  /** The message says the visitor is back ("me again", "i bins nomoi", "olá de novo": intents.ts's RETURNING). */
  returning?: boolean;
  /** Words in the message. */
  words: number;
}

/** The order ties are broken in: the kinds that hand over or answer from the listing first. */
export const PRIORITY: readonly Intent[] = ['viewing', 'contact', 'listing', 'search', 'knowledge', 'greeting'];

/** The least share of a question's content tokens the guide must know for a guide answer (calibrated on tune). */
export const MIN_KNOWN = 0.5;

function searchScore(c: Cues, guideFits: boolean): number {
  const base = criteriaScore(c);
  // Three criteria or more outnumbered by other words that ask the guide's rule for a figure, in a question the guide
  // answers strongly, describe the home the rule is asked for ("affittiamo un trilocale a Vienna a 1200 euro al mese,
  // quanto può chiedere il padrone di casa di cauzione?"): below the guide's answer, as two such criteria are. Other
  // words alone ("… 2 odalı daire var mı?") leave a search.
  const n = c.searchCriteria ?? 0;
  if (n >= 3 && c.question && c.asksRule && c.searchUnmatched > n && c.guideStrong && guideFits)
    return Math.min(base, 3);
  // Criteria beside a guide question of their own (guideAside) are its setting, the price or the flat the costs,
  // the tax or the deposit are asked for: below the guide's answer however many they are, still a search when the
  // guide does not answer.
  // So too criteria beside a viewing that sets the scene ("durante la visita dell'appartamento …").
  return c.guideAside || (c.viewingScene && c.guideFits) ? Math.min(base, 2) : base;
}

function criteriaScore(c: Cues): number {
  const n = c.searchCriteria;
  if (n === null || c.offTopicAsk || ((c.offTopic || c.guideGap) && n <= 1)) return 0;
  // Criteria outnumbered by other words are incidental; on a subject the portal has nothing on (a residence permit
  // "if I buy a flat with a balcony", whose "вид" is also a view) or a money question the guide lacks, no search.
  // Three criteria or more (a place, the rooms, a price cap: "ザルツブルクで1LDKの賃貸探してます 家賃800ユーロくらいまで")
  // make a search however many other words are around them; a guide question names one or two.
  if (n >= 3 && !c.offTopic && !c.guideGap) return 8;
  if (n >= 2) return c.searchUnmatched > n ? (c.offTopic || c.guideGap ? 0 : 3) : 8;
  if (n === 1) return c.searchUnmatched >= 2 ? 0 : c.guideStrong ? 2 : 5;
  // A bare "rent" or "buy" in a message whose subject lies outside the guide rents a car or buys a tape measure.
  return c.subjectElsewhere ? 0 : 1;
}

export function intentScores(c: Cues): Record<Exclude<Intent, 'unknown'>, number> {
  const pointsAtListing = c.deixis || c.definite || c.listingOnlyTopics > 0;
  // A term the guide defines (HWB, fGEE) asked about is the guide's however the rest of the question is worded; so is
  // a question set during a viewing, whose other words may be the speaker's own ("ضغط الماء والمجاري", "negozi e
  // fermate"), and one that says a section's key terms whole (termsWhole): the words the guide does not know are the
  // speaker's everyday ones around them. So is a question whose strong match shares two subject words or more with
  // the section and whose words the guide knows at least half as often as MIN_KNOWN asks: a dialect or a chat's words
  // around them ("derf i mei oide mietwohnung … kündign", "كيف أرتب الكراتين"), where one shared word is chance;
  // so too one that names the section's whole heading ("ok maar hangt die woonsubsidie van de provincie af …?").
  const spokenAround =
    c.question === true &&
    c.guideStrong &&
    ((c.sectionWords ?? 0) >= 2 || c.headingWhole === true) &&
    c.guideKnown >= MIN_KNOWN / 2;
  const guideFits =
    c.guideFits &&
    (c.guideKnown >= MIN_KNOWN ||
      c.definesTerm === true ||
      c.viewingScene === true ||
      c.termsWhole === true ||
      spokenAround) &&
    !c.offTopic &&
    !c.offTopicAsk &&
    !c.guideGap &&
    !c.subjectElsewhere;
  const search = searchScore(c, guideFits);
  const listingBlocked =
    (search >= 8 && !c.deixis) || (c.guideGeneral && !pointsAtListing) || (c.definesTerm === true && guideFits);
  // A viewing word is about a home only on a listing's page, beside a home or with a day or an hour to come; else
  // it is a car's inspection ("техосмотр", "معاینه فنی"), a doctor's visit or a museum, and no request.
  const aboutHome = c.onListing || c.viewingHome === true || c.viewingWhen === true;
  // Away from a listing's page a viewing booked for a home and a day ("can I book a viewing of the flat for tomorrow
  // afternoon?") is a request above a guide match that is not a very good one ("what should I bring to a flat viewing
  // on Saturday?" books nothing); one set as the scene of a question ("during the viewing, should I …") is none.
  const booksHome = c.viewingBooked === true && c.viewingHome === true && c.viewingWhen === true && !c.guideGeneral;
  return {
    viewing:
      c.viewing &&
      !c.viewingScene &&
      aboutHome &&
      (c.onListing || ((!guideFits || booksHome) && !c.offTopic && !c.offTopicAsk))
        ? 10
        : 0,
    // Naming the agent on a listing's page asks who that is, unless the message asks for one of the listing's
    // figures ("the agent's commission for this flat"): then the figure is the answer.
    contact: (c.contact || (c.onListing && c.agent && c.listingTopics === 0)) && !c.guideGeneral ? 9 : 0,
    listing:
      c.onListing && c.listingTopics > 0 && !listingBlocked ? 6 + (c.deixis ? 2 : 0) + Math.min(c.listingTopics, 2) : 0,
    search,
    knowledge: guideFits ? (c.guideGeneral ? 7 : 4) : 0,
    // Thanks that ask nothing beat a weak guide match of their other words ("c'est super clair", "that answers my
    // question"), not a strong one, a search or a listing's figure asked in the same message.
    // Asking whether anyone is there, in a short message ("ehi ciao, c'è qualcuno?"), greets as thanks do: above a
    // weak guide match of its other words ("qualcuno" is also the viewing's "go with someone").
    greeting: Math.max(
      c.greeting ? (c.words <= 2 ? 9 : c.words <= 4 ? 3 : 0) : 0,
      // A greeting with a line about the visitor that asks nothing ("hoi! ik ben nieuw hier", "hola, buenas! le
      // escribo de parte de mi abuela") is small talk as thanks are: above a weak guide match of its other words.
      c.greeting && !c.question && c.words <= 16 ? 5 : 0,
      // A message of small talk, asking how the assistant is with a greeting and a few words ("Hello, good evening! How
      // are you today?", "Hej! Trevligt att träffas, hur mår du?"), asks nothing of the portal: above any guide match
      // of its few other words, below a search (ties go to the search) and a listing's figure.
      c.smallTalk ? 8 : 0,
      c.thanks || (c.presence && (c.words <= 6 || (c.greeting && c.words <= 8))) ? 5 : 0,
      // A greeting that says the visitor is back, in a short message asking nothing ("servas, i bins nomoi", "ciao di
      // nuovo", "olá de novo"), is small talk above one criterion the search reads in its words ("nuovo", "novo": a
      // new build) and a weak guide match; saying it without a greeting ("me again") only when nothing else scores.
      c.returning && !c.question ? (c.greeting && c.words <= 6 ? 6 : c.words <= 4 ? 1 : 0) : 0,
    ),
  };
}

export function classify(c: Cues): Intent {
  const scores = intentScores(c);

  let best: Intent = 'unknown';
  let bestScore = 0;
  for (const intent of PRIORITY) {
    const s = scores[intent as keyof typeof scores];
    if (s > bestScore) {
      best = intent;
      bestScore = s;
    }
  }
  return best;
}
