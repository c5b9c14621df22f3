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

  it('leaves out Chinese and Japanese, whose character pairs do not say which carry the subject', () => {
    expect(subjectWords(vocabulary(), vocabulary(), '怎么准备工作面试？')).toEqual({ inSection: 0, unknown: 0 });
  });

  it('reads a subject as outside the guide when one word is shared and another is unknown, unless the match covers half', () => {
    expect(outsideSubject({ subject: { inSection: 1, unknown: 1 }, coverage: 0.3 })).toBe(true);
    expect(outsideSubject({ subject: { inSection: 0, unknown: 2 }, coverage: 0.2 })).toBe(true);
    // Two of the section's words, no unknown word, or a match of half the question: the section answers.
    expect(outsideSubject({ subject: { inSection: 2, unknown: 1 }, coverage: 0.3 })).toBe(false);
    expect(outsideSubject({ subject: { inSection: 1, unknown: 0 }, coverage: 0.3 })).toBe(false);
    expect(outsideSubject({ subject: { inSection: 1, unknown: 1 }, coverage: 0.5 })).toBe(false);
  });

  it("names the guide's subject by a word only one article's title has", () => {
    const knowledge = loadKnowledgeBase(path.resolve(import.meta.dirname, '../../content/guide'));
    // "bostad" is in the financing article's title only; "Österrike" is in five titles and names no subject.
    expect(knowledge.namesTitle('Vad ska jag kolla i området runt bostaden?', 'sv')).toBe(true);
    expect(knowledge.namesTitle('Hur är vädret i Österrike?', 'sv')).toBe(false);
    expect(knowledge.namesTitle('What do I need for a Besichtigung?', 'de')).toBe(true);
  });
});
