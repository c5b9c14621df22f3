/**
 * What a chat message is about, decided from weighed cues rather than by the first rule that fires. The engine
 * measures the cues (words of intents.ts, the guide's best match, the search interpreter's criteria); this module
 * scores every kind of answer from them and picks the best. Pure, so each rule is a unit test.
 *
 * The rules, as scores (higher wins, ties go to the earlier kind in PRIORITY):
 * - viewing 10, contact 9: the visitor wants the people who can act (on a listing's page, or when the message is
 *   not plainly a guide question: "who pays the agent's commission?" is about the rule, not a request).
 * - listing 6 + 2 for "this/diese/هذه" + 1 a topic (at most 2): on a listing's page a question naming one of its
 *   figures is about it, above any search of one criterion (at most 5). It yields to a search of two or more
 *   criteria without deixis ("3 rooms in Graz with a lift"), and to a plainly general question without deixis.
 * - search 8 with two or more criteria; 5 with one when the guide match is weak, 2 when it is strong; 1 for a bare
 *   "rent" or "buy".
 * - knowledge 4 when the guide matches, 7 when it matches very well: it beats one criterion found in a question
 *   the guide answers, and loses to a search of two criteria.
 * - greeting 9 for a bare greeting of up to two words, 3 for up to four ("hello, are you there?"): only when
 *   nothing else wants the message.
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
  /** The guide matches well enough to answer from (knowledge.ts's thresholds). */
  guideFits: boolean;
  /** The guide matches so well that the question is a general one even on a listing's page. */
  guideGeneral: boolean;
  /** The guide match is strong enough that one search criterion in the message is incidental. */
  guideStrong: boolean;
  viewing: boolean;
  contact: boolean;
  /** Asks who sells or lets (the agent): a contact request on a listing's page. */
  agent: boolean;
  greeting: boolean;
  /** Words in the message. */
  words: number;
}

/** The order ties are broken in: the kinds that hand over or answer from the listing first. */
export const PRIORITY: readonly Intent[] = ['viewing', 'contact', 'listing', 'search', 'knowledge', 'greeting'];

export function intentScores(c: Cues): Record<Exclude<Intent, 'unknown'>, number> {
  const searchScore =
    c.searchCriteria === null ? 0 : c.searchCriteria >= 2 ? 8 : c.searchCriteria === 1 ? (c.guideStrong ? 2 : 5) : 1;
  const listingBlocked =
    (c.searchCriteria !== null && c.searchCriteria >= 2 && !c.deixis) || (c.guideGeneral && !c.deixis);
  return {
    viewing: c.viewing && (c.onListing || !c.guideGeneral) ? 10 : 0,
    contact: (c.contact || (c.onListing && c.agent)) && !c.guideGeneral ? 9 : 0,
    listing:
      c.onListing && c.listingTopics > 0 && !listingBlocked ? 6 + (c.deixis ? 2 : 0) + Math.min(c.listingTopics, 2) : 0,
    search: searchScore,
    knowledge: c.guideFits ? (c.guideGeneral ? 7 : 4) : 0,
    greeting: c.greeting ? (c.words <= 2 ? 9 : c.words <= 4 ? 3 : 0) : 0,
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
