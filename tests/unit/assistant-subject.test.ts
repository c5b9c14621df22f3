/**
 * A question's subject words against the guide section it matches (knowledge.ts's subjectWords) and the rule that
 * reads them (engine.ts's outsideSubject): one shared word is chance when the question also names what the guide
 * never speaks of.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outsideSubject } from '~/features/assistant/engine';
import { loadKnowledgeBase, subjectWords } from '~/features/assistant/knowledge';

const vocabulary = (...list: string[]) => new Set(list);

describe('assistant subject words', () => {
  it('counts the words the section uses and those the whole guide never uses, not the words of asking', () => {
    // "prepare" is the section's; "interview" the guide never writes; "should" asks.
    const section = vocabulary('prep', 'prepa', 'prepar', 'prepare', '=prepare');
    const guide = vocabulary(...section, 'flat', '=flat');
    expect(subjectWords(section, guide, 'How should I prepare for a job interview?')).toEqual({
      inSection: 1,
      unknown: 1,
    });
    // A word the guide uses elsewhere is neither; a word common across the guide's sections is left out.
    expect(subjectWords(section, guide, 'prepare flat')).toEqual({ inSection: 1, unknown: 0 });
    expect(subjectWords(section, guide, 'prepare interview', (w) => w === 'interview')).toEqual({
      inSection: 1,
      unknown: 0,
    });
  });

  it('reads a German verb with its particle at the clause end, and a word with an ending the guide leaves off', () => {
    // The guide writes "umziehen" and "Fixzins … fix": "ich zieh … um" moves, "ein fixer Zinssatz" is fixed.
    const section = vocabulary('zins', 'zinss', 'zinssa', 'zinssat', 'zinssatz', '=zinssatz', '=fix');
    const guide = vocabulary(...section, 'umzi', 'umzie', 'umzieh', 'umziehe', 'umziehen', '=umziehen');
    expect(subjectWords(section, guide, 'ich zieh um', () => false, [], 'de')).toEqual({ inSection: 0, unknown: 0 });
    expect(subjectWords(section, guide, 'ein fixer zinssatz', () => false, [], 'de')).toEqual({
      inSection: 2,
      unknown: 0,
    });
    // Without the particle the bare form is a word the guide never uses; other languages keep their words whole.
    expect(subjectWords(section, guide, 'ich zieh', () => false, [], 'de')).toEqual({ inSection: 0, unknown: 1 });
    expect(subjectWords(section, guide, 'fixer zinssatz', () => false, [], 'en')).toEqual({ inSection: 1, unknown: 1 });
  });

  it('reads Chinese and Japanese words from rows of character pairs', () => {
    // "准备" is the section's; "面试" the guide never writes: with the straddling pair before it, a row of two.
    const section = vocabulary('准备');
    const guide = vocabulary('准备', '工作');
    expect(subjectWords(section, guide, '怎么准备工作面试？')).toEqual({ inSection: 1, unknown: 1 });
    // One unknown pair between two known words ("备工") is a straddle, not a word.
    expect(subjectWords(section, guide, '准备工作')).toEqual({ inSection: 1, unknown: 0 });
    // A pair with a character of asking or of degree ("最短", "多久") ends a row: a way of asking is no subject.
    const lease = vocabulary('定期', '期租', '租约');
    expect(subjectWords(lease, lease, '定期租约最短多久？')).toEqual({ inSection: 1, unknown: 0 });
    // Japanese is cut at its hiragana: "就職" and "面接" are whole words the guide never writes.
    const prepare = vocabulary('準備');
    expect(subjectWords(prepare, prepare, '就職の面接はどう準備すればいいですか？')).toEqual({
      inSection: 1,
      unknown: 2,
    });
  });

  it('reads a subject as outside the guide when one word is shared and another is unknown, unless the match covers half', () => {
    expect(outsideSubject({ subject: { inSection: 1, unknown: 1 }, coverage: 0.3 })).toBe(true);
    expect(outsideSubject({ subject: { inSection: 0, unknown: 2 }, coverage: 0.2 })).toBe(true);
    // Two of the section's words, no unknown word, or a match of half the question: the section answers.
    expect(outsideSubject({ subject: { inSection: 2, unknown: 1 }, coverage: 0.3 })).toBe(false);
    expect(outsideSubject({ subject: { inSection: 1, unknown: 0 }, coverage: 0.3 })).toBe(false);
    expect(outsideSubject({ subject: { inSection: 1, unknown: 1 }, coverage: 0.5 })).toBe(false);
    // Nor when the question counts what the section's key terms count ("hoeveel jaar": the loan's term).
    expect(outsideSubject({ subject: { inSection: 1, unknown: 1 }, coverage: 0.3, countsNamed: true })).toBe(false);
  });

  it("takes a question counting what a section's key terms count to that section", () => {
    const knowledge = loadKnowledgeBase(path.resolve(import.meta.dirname, '../../content/guide'));
    // "how many years" is among the affordability's key terms; the loan's costs share "mortgage" and "loan".
    const [hit] = knowledge.search('over how many years do people normally pay off a mortgage?', 'en');
    expect(hit).toMatchObject({ anchor: 'affordability', countsNamed: true });
    // Months are counted of the deposit as well: no section's key terms count them, so none is named by them.
    expect(knowledge.search('how many months rent is normal for a deposit in austria?', 'en')[0]).toMatchObject({
      anchor: 'deposit',
      countsNamed: false,
    });
  });

  it("names the guide's subject by a word only one article's title has", () => {
    const knowledge = loadKnowledgeBase(path.resolve(import.meta.dirname, '../../content/guide'));
    // "bostad" is in the financing article's title only; "Österrike" is in five titles and names no subject.
    expect(knowledge.namesTitle('Vad ska jag kolla i området runt bostaden?', 'sv')).toBe(true);
    expect(knowledge.namesTitle('Hur är vädret i Österrike?', 'sv')).toBe(false);
    expect(knowledge.namesTitle('What do I need for a Besichtigung?', 'de')).toBe(true);
  });
});
