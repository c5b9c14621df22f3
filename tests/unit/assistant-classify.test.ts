/** The assistant's intent classifier: each rule of src/features/assistant/classify.ts as one case. */
import { describe, expect, it } from 'vitest';
import { classify, type Cues } from '~/features/assistant/classify';

const none: Cues = {
  onListing: false,
  listingTopics: 0,
  deixis: false,
  searchCriteria: null,
  guideFits: false,
  guideGeneral: false,
  guideStrong: false,
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

  it('a greeting only when nothing else wants the message', () => {
    expect(classify(cues({ greeting: true, words: 1 }))).toBe('greeting');
    expect(classify(cues({ greeting: true, words: 4, searchCriteria: 1 }))).toBe('search');
    expect(classify(cues({ greeting: true, words: 4, guideFits: true }))).toBe('knowledge');
    expect(classify(cues({ greeting: true, words: 8 }))).toBe('unknown');
  });

  it('a bare "rent" or "buy" is still a search', () => {
    expect(classify(cues({ searchCriteria: 0 }))).toBe('search');
  });
});
