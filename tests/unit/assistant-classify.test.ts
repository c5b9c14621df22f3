/** The assistant's intent classifier: each rule of src/features/assistant/classify.ts as one case. */
import { describe, expect, it } from 'vitest';
import { classify, MIN_KNOWN, type Cues } from '~/features/assistant/classify';

const none: Cues = {
  onListing: false,
  listingTopics: 0,
  deixis: false,
  searchCriteria: null,
  searchUnmatched: 0,
  guideFits: false,
  guideGeneral: false,
  guideStrong: false,
  guideKnown: 1,
  offTopic: false,
  definite: false,
  listingOnlyTopics: 0,
  viewing: false,
  contact: false,
  agent: false,
  greeting: false,
  words: 5,
};
const cues = (c: Partial<Cues>): Cues => ({ ...none, ...c });

describe('assistant intent classifier', () => {
  it('says it does not know when no cue fits', () => {
    expect(classify(none)).toBe('unknown');
  });

  it('a guide match is no answer when the subject lies outside the guide', () => {
    expect(classify(cues({ guideFits: true }))).toBe('knowledge');
    expect(classify(cues({ guideFits: true, guideGeneral: true, subjectElsewhere: true }))).toBe('unknown');
  });

  it('on a listing page a topic word beats a search of one criterion', () => {
    expect(classify(cues({ onListing: true, listingTopics: 2, searchCriteria: 1 }))).toBe('listing');
  });

  it('a search of two criteria without deixis beats a topic word on a listing page', () => {
    expect(classify(cues({ onListing: true, listingTopics: 1, searchCriteria: 2 }))).toBe('search');
    expect(classify(cues({ onListing: true, listingTopics: 1, searchCriteria: 2, deixis: true }))).toBe('listing');
  });

  it('a topic word is no listing question away from a listing page', () => {
    expect(classify(cues({ listingTopics: 1, guideFits: true }))).toBe('knowledge');
  });

  it('a plainly general question is a guide question on a listing page, unless it points at the listing', () => {
    const general = { onListing: true, listingTopics: 1, guideFits: true, guideGeneral: true, guideStrong: true };
    expect(classify(cues(general))).toBe('knowledge');
    expect(classify(cues({ ...general, deixis: true }))).toBe('listing');
  });

  it('one criterion in a question the guide answers well is not a search', () => {
    expect(classify(cues({ searchCriteria: 1, guideFits: true, guideStrong: true }))).toBe('knowledge');
    expect(classify(cues({ searchCriteria: 1, guideFits: true }))).toBe('search');
    expect(classify(cues({ searchCriteria: 2, guideFits: true, guideGeneral: true, guideStrong: true }))).toBe(
      'search',
    );
  });

  it('viewing and contact requests win, except a general question about agents', () => {
    expect(classify(cues({ onListing: true, viewing: true, listingTopics: 1, deixis: true }))).toBe('viewing');
    expect(classify(cues({ onListing: true, agent: true }))).toBe('contact');
    expect(classify(cues({ agent: true }))).toBe('unknown');
    expect(classify(cues({ contact: true, guideFits: true, guideGeneral: true }))).toBe('knowledge');
  });

  it('a viewing word is a request only about a home: on a listing page, beside a home word or with a day', () => {
    // "Где пройти техосмотр машины?": a car's inspection away from a listing page.
    expect(classify(cues({ viewing: true }))).toBe('unknown');
    expect(classify(cues({ viewing: true, viewingHome: true }))).toBe('viewing');
    expect(classify(cues({ viewing: true, viewingWhen: true }))).toBe('viewing');
    expect(classify(cues({ viewing: true, onListing: true }))).toBe('viewing');
    // Away from a listing page a question the guide answers stays a guide question, with a day or without.
    const guide = { guideFits: true, guideKnown: 1 };
    expect(classify(cues({ ...guide, viewing: true, viewingHome: true, viewingWhen: true }))).toBe('knowledge');
    expect(classify(cues({ ...guide, viewing: true, onListing: true }))).toBe('viewing');
    expect(classify(cues({ viewing: true, viewingWhen: true, offTopic: true }))).toBe('unknown');
    // Booked for a home and a day ("can I book a viewing of the flat for tomorrow afternoon?"), above a guide match
    // that is not a very good one.
    const booked = { viewing: true, viewingHome: true, viewingWhen: true, viewingBooked: true };
    expect(classify(cues({ ...guide, ...booked }))).toBe('viewing');
    expect(classify(cues({ ...guide, ...booked, guideGeneral: true }))).toBe('knowledge');
    expect(classify(cues({ ...guide, ...booked, viewingWhen: false }))).toBe('knowledge');
  });

  it('a viewing that sets the scene of a question is no request, and makes the guide answer', () => {
    // "وقت معاينة الشقة، هل أفتح الحنفيات …؟": few of its words are the guide's.
    const scene = { viewing: true, viewingHome: true, viewingScene: true, guideFits: true, guideKnown: 0.3 };
    expect(classify(cues(scene))).toBe('knowledge');
    expect(classify(cues({ ...scene, viewingScene: false }))).toBe('viewing');
    expect(classify(cues({ ...scene, onListing: true }))).toBe('knowledge');
    // Its criteria ("negozi e fermate") set the scene too.
    expect(classify(cues({ ...scene, searchCriteria: 3 }))).toBe('knowledge');
    expect(classify(cues({ ...scene, guideFits: false }))).toBe('unknown');
  });

  it('a greeting asking whether anyone answers is small talk, up to eight words', () => {
    // "hallå där, är det nån som svarar?"
    expect(classify(cues({ greeting: true, presence: true, words: 7, question: true }))).toBe('greeting');
    expect(classify(cues({ presence: true, words: 7, question: true }))).toBe('unknown');
    expect(classify(cues({ greeting: true, presence: true, words: 9, question: true }))).toBe('unknown');
  });

  it('small talk asking how the assistant is beats a guide match of its few words, not a search', () => {
    // "Hello, good evening! How are you today?", "Bonsoir ! Ça va bien de votre côté aujourd'hui ?" ("votre côté").
    expect(classify(cues({ greeting: true, smallTalk: true, words: 7, question: true }))).toBe('greeting');
    expect(classify(cues({ smallTalk: true, words: 9, question: true, guideFits: true, guideGeneral: true }))).toBe(
      'greeting',
    );
    expect(classify(cues({ smallTalk: true, words: 6, question: true, searchCriteria: 2 }))).toBe('search');
    // Without small talk a greeting's question is no greeting ("Hi! How much deposit can a landlord ask?").
    expect(classify(cues({ greeting: true, words: 9, question: true, guideFits: true }))).toBe('knowledge');
  });

  it('a greeting saying the visitor is back is small talk above one criterion and a weak guide match', () => {
    // "ciao di nuovo" ("nuovo": a new build), "هلا، رجعت مرة ثانية".
    expect(classify(cues({ greeting: true, returning: true, words: 3, searchCriteria: 1 }))).toBe('greeting');
    expect(classify(cues({ greeting: true, returning: true, words: 4, guideFits: true }))).toBe('greeting');
    expect(classify(cues({ greeting: true, returning: true, words: 4, guideFits: true, guideGeneral: true }))).toBe(
      'knowledge',
    );
    // Asking something, or long, it is no small talk; without a greeting only when nothing else scores ("me again").
    expect(classify(cues({ greeting: true, returning: true, words: 4, question: true, searchCriteria: 1 }))).toBe(
      'search',
    );
    expect(classify(cues({ greeting: true, returning: true, words: 7, question: true }))).toBe('unknown');
    expect(classify(cues({ returning: true, words: 3 }))).toBe('greeting');
    expect(classify(cues({ returning: true, words: 3, searchCriteria: 1 }))).toBe('search');
    expect(classify(cues({ returning: true, words: 3, guideFits: true }))).toBe('knowledge');
  });

  it("a question naming the section's whole heading in a strong match is the guide's, whatever words are around", () => {
    // "ok maar hangt die woonsubsidie van de provincie af van wat we verdienen? we zijn met z'n vieren"
    const spoken = { question: true, guideFits: true, guideStrong: true, guideKnown: 0.43, sectionWords: 1 };
    expect(classify(cues(spoken))).toBe('unknown');
    expect(classify(cues({ ...spoken, headingWhole: true }))).toBe('knowledge');
    // Not when the words the guide knows are fewer than a quarter, or the match is weak.
    expect(classify(cues({ ...spoken, headingWhole: true, guideKnown: 0.2 }))).toBe('unknown');
    expect(classify(cues({ ...spoken, headingWhole: true, guideStrong: false }))).toBe('unknown');
  });

  it('a greeting only when nothing else wants the message', () => {
    expect(classify(cues({ greeting: true, words: 1 }))).toBe('greeting');
    expect(classify(cues({ greeting: true, words: 4, searchCriteria: 1 }))).toBe('search');
    expect(classify(cues({ greeting: true, words: 4, guideFits: true, question: true }))).toBe('knowledge');
    expect(classify(cues({ greeting: true, words: 8, question: true }))).toBe('unknown');
  });

  it('a greeting with a line about the visitor that asks nothing is small talk above a weak guide match', () => {
    // "hoi! ik ben nieuw hier", "hola, buenas! le escribo de parte de mi abuela, que con el movil no se apana"
    expect(classify(cues({ greeting: true, words: 5, question: false }))).toBe('greeting');
    expect(classify(cues({ greeting: true, words: 15, question: false, guideFits: true }))).toBe('greeting');
    // Not above a strong guide match, a search or a listing's figure; not when it asks; not when it is long.
    expect(classify(cues({ greeting: true, words: 8, guideFits: true, guideGeneral: true }))).toBe('knowledge');
    expect(classify(cues({ greeting: true, words: 8, searchCriteria: 2 }))).toBe('search');
    expect(classify(cues({ greeting: true, words: 8, question: true }))).toBe('unknown');
    expect(classify(cues({ greeting: true, words: 17 }))).toBe('unknown');
  });

  it("on a listing page a question asking what a term means is the guide's, not the listing's figure", () => {
    const onPage = { onListing: true, listingTopics: 1, deixis: true, guideFits: true };
    expect(classify(cues(onPage))).toBe('listing');
    expect(classify(cues({ ...onPage, definesTerm: true }))).toBe('knowledge');
    // However the rest of the question is worded ("видела в объявлении HWB 180, это вообще нормально?").
    expect(classify(cues({ ...onPage, definesTerm: true, guideKnown: 0.2 }))).toBe('knowledge');
    expect(classify(cues({ guideFits: true, guideKnown: 0.2 }))).toBe('unknown');
    expect(classify(cues({ guideFits: true, guideKnown: 0.2, definesTerm: true }))).toBe('knowledge');
  });

  it('thanks that ask nothing are small talk, above a weak guide match but not a strong one or a search', () => {
    expect(classify(cues({ thanks: true, words: 6 }))).toBe('greeting');
    expect(classify(cues({ thanks: true, words: 6, guideFits: true }))).toBe('greeting');
    expect(classify(cues({ thanks: true, words: 6, guideFits: true, guideGeneral: true }))).toBe('knowledge');
    expect(classify(cues({ thanks: true, words: 6, searchCriteria: 2 }))).toBe('search');
  });

  it('three criteria or more make a search however many other words surround them', () => {
    expect(classify(cues({ searchCriteria: 3, searchUnmatched: 5, guideFits: true, guideGeneral: true }))).toBe(
      'search',
    );
    expect(classify(cues({ searchCriteria: 3, searchUnmatched: 5, offTopic: true }))).toBe('unknown');
  });

  it('three criteria or more outnumbered by other words in a question the guide answers strongly are its setting', () => {
    // "affittiamo un trilocale a Vienna a 1200 euro al mese, quanto può chiedere il padrone di casa di cauzione?"
    const asked = {
      searchCriteria: 4,
      searchUnmatched: 5,
      question: true,
      asksRule: true,
      guideFits: true,
      guideStrong: true,
    };
    expect(classify(cues(asked))).toBe('knowledge');
    // Not without a question, a figure the guide has a rule for ("… 2 odalı daire var mı?"), a strong match, or with
    // the criteria outnumbering the other words.
    expect(classify(cues({ ...asked, asksRule: false }))).toBe('search');
    expect(classify(cues({ ...asked, question: false }))).toBe('search');
    expect(classify(cues({ ...asked, guideStrong: false }))).toBe('search');
    expect(classify(cues({ ...asked, searchUnmatched: 4 }))).toBe('search');
    expect(classify(cues({ ...asked, guideKnown: 0.2 }))).toBe('search');
  });

  it('criteria outnumbered by other words on a subject the portal has nothing on are no search', () => {
    expect(classify(cues({ searchCriteria: 2, searchUnmatched: 5 }))).toBe('search');
    expect(classify(cues({ searchCriteria: 2, searchUnmatched: 5, offTopic: true }))).toBe('unknown');
    expect(classify(cues({ searchCriteria: 2, searchUnmatched: 5, guideGap: true }))).toBe('unknown');
    expect(classify(cues({ searchCriteria: 2, searchUnmatched: 1, offTopic: true }))).toBe('search');
  });

  it('a bare "rent" or "buy" is still a search, unless the subject lies outside the guide (a car, a tape measure)', () => {
    expect(classify(cues({ searchCriteria: 0 }))).toBe('search');
    expect(classify(cues({ searchCriteria: 0, guideFits: true, subjectElsewhere: true }))).toBe('unknown');
  });

  it('a place among words the interpreter did not understand is no search', () => {
    // "Wie ist das Wetter morgen in Linz?": one criterion (the place), three words about something else.
    expect(classify(cues({ searchCriteria: 1, searchUnmatched: 3 }))).toBe('unknown');
    expect(classify(cues({ searchCriteria: 1, searchUnmatched: 1 }))).toBe('search');
    // Two criteria outnumbered by other words lose to a guide match, not to nothing.
    expect(classify(cues({ searchCriteria: 2, searchUnmatched: 5, guideFits: true }))).toBe('knowledge');
    expect(classify(cues({ searchCriteria: 2, searchUnmatched: 5 }))).toBe('search');
    expect(classify(cues({ searchCriteria: 3, searchUnmatched: 1, guideFits: true, guideGeneral: true }))).toBe(
      'search',
    );
  });

  it('a guide match of a question about something the guide never speaks of is no answer', () => {
    const fits = { guideFits: true, guideStrong: true };
    expect(classify(cues({ ...fits, guideKnown: MIN_KNOWN - 0.01 }))).toBe('unknown');
    expect(classify(cues({ ...fits, guideKnown: MIN_KNOWN }))).toBe('knowledge');
    expect(classify(cues({ ...fits, guideGeneral: true, guideKnown: 0 }))).toBe('unknown');
  });

  it('a subject the portal has nothing on is no guide question and no search of one criterion', () => {
    // "Quel temps fera-t-il demain ?" shares "temps" with the guide; "Wat voor weer wordt het morgen in Linz?" names
    // a town.
    expect(classify(cues({ guideFits: true, guideStrong: true, guideGeneral: true, offTopic: true }))).toBe('unknown');
    expect(classify(cues({ searchCriteria: 1, offTopic: true }))).toBe('unknown');
    // Two criteria are a search whatever else the message says; a listing's figure is still answered.
    expect(classify(cues({ searchCriteria: 2, offTopic: true }))).toBe('search');
    expect(classify(cues({ onListing: true, listingTopics: 1, deixis: true, offTopic: true }))).toBe('listing');
  });

  it('asking where to eat is no search however many criteria it names, and no guide question', () => {
    // "¿Me recomiendas un buen restaurante en Viena?": the type and the town are two criteria.
    expect(classify(cues({ searchCriteria: 2, offTopicAsk: true }))).toBe('unknown');
    expect(classify(cues({ guideFits: true, guideStrong: true, guideGeneral: true, offTopicAsk: true }))).toBe(
      'unknown',
    );
    // The same criteria without the ask ("Restaurant zu pachten in Wien") are a search.
    expect(classify(cues({ searchCriteria: 2 }))).toBe('search');
  });

  it('on a listing page a figure only the listing states, or "the flat", beats a strong guide match', () => {
    const general = { onListing: true, listingTopics: 1, guideFits: true, guideGeneral: true, guideStrong: true };
    expect(classify(cues({ ...general, listingOnlyTopics: 1 }))).toBe('listing');
    expect(classify(cues({ ...general, definite: true }))).toBe('listing');
    expect(classify(cues(general))).toBe('knowledge');
    // Away from a listing page neither makes a listing question.
    expect(classify(cues({ ...general, onListing: false, listingOnlyTopics: 1, definite: true }))).toBe('knowledge');
  });
});
