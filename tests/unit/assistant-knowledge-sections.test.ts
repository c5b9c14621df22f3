/**
 * Which guide section a knowledge question is answered from (knowledge.ts's search), where two sections share the
 * question's words: the key terms name a word at its start, a question asking what to bring asks for the preparation,
 * the new address beside the letters is the mail forwarding's, the word for the home names no passage, a heading named
 * whole outweighs one named by a word, and "the past few years" counts nothing.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '~/features/assistant/knowledge';
import { countedWords, normalizeText } from '~/features/assistant/text';
import type { LangCode } from '~/i18n/languages';

const knowledge = loadKnowledgeBase(path.resolve(import.meta.dirname, '../../content/guide'));

/** The article and the section id of the best hit. */
const section = (question: string, lang: LangCode) => {
  const hit = knowledge.search(question, lang)[0];
  return hit ? `${hit.slug}#${hit.anchor}` : null;
};

describe('assistant knowledge: the section that answers', () => {
  it('names a key term by a word at its start, not inside another word', () => {
    // "propriétaire" (the landlord) is no key term of the documents' "copropriétaires".
    expect(section("quel est le montant maximum de la caution qu'un propriétaire peut demander ?", 'fr')).toBe(
      'mieten#caution',
    );
  });

  it('answers what to bring from the preparation, what to ask the seller for from the documents', () => {
    expect(section('Which documents should I bring along to a flat viewing?', 'en')).toBe('besichtigung#preparation');
    expect(section('¿qué papeles tengo que llevar a una visita de un piso?', 'es')).toBe('besichtigung#preparación');
    expect(section('what documents can I ask the seller to show me before buying?', 'en')).toBe(
      'besichtigung#the-documents',
    );
  });

  it('answers the new address beside the letters from the mail forwarding, without them from the registration', () => {
    expect(section('after moving, how do I make sure my letters still reach me at the new address?', 'en')).toBe(
      'umzug#a-few-weeks-before',
    );
    expect(section('How many days do I have to register my new address after moving?', 'en')).toBe(
      'umzug#after-the-move',
    );
  });

  it('answers from the section whose heading the question names whole, not one it names a word of', () => {
    // "listing" names "In the listing" whole; "efficiency" is one word of the fGEE's heading.
    expect(section('if a listing shows no energy efficiency figures at all, is that allowed?', 'en')).toBe(
      'energieausweis#in-the-listing',
    );
  });

  it('chooses the passage without the word for the home, which names no passage', () => {
    // "Wohnung" makes the generic heading "Die Wohnung": the documents' "Bei Eigentumswohnungen" holds it, the
    // building's windows are what is asked.
    expect(section('wenn ich mir eine Wohnung anschauen gehe, worauf achte ich bei den Fenstern?', 'de')).toBe(
      'besichtigung#das-gebäude',
    );
  });

  it('answers old furniture before the move from the decluttering a few weeks before it', () => {
    expect(section('cosa faccio con i mobili vecchi prima del trasloco?', 'it')).toBe('umzug#qualche-settimana-prima');
  });
});

describe('assistant counted words', () => {
  it('counts the word after a word of amount, not a span of the past', () => {
    expect([...countedWords(normalizeText('وام مسکن معمولاً چند سال طول میکشه؟'))]).toEqual([normalizeText('سال')]);
    expect(countedWords(normalizeText('صورتحساب شارژ چند سال گذشته رو از فروشنده بخوام؟')).size).toBe(0);
  });
});
