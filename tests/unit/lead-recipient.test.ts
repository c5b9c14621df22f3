/**
 * Whom a lead goes to (src/domain/leads/recipient.ts), read by the API and by the project page: the rule, the
 * page's heading that names the recipient, the same answer from the snapshot's fields as from the API's stored
 * contacts, and the inquiry form's opening text that follows the chosen request.
 */
import { describe, expect, it } from 'vitest';
import {
  listingContactsOf,
  listingRecipient,
  PROJECT_UNITS_ASKED,
  projectRecipient,
  projectUnitsAsked,
  type SnapshotContactFields,
} from '~/domain/leads/recipient';
import { leadContactOf, projectLeadContactOf } from '~/features/properties/lead-contact';
import { projectLead } from '~/site/project/project-model';
import { messageForIntent } from '~/client/leads/message-prefill';

const office = { name: 'Immoz', email: 'office@immoz.at' };

const huber: SnapshotContactFields = {
  contact: { vorname: 'Sepp', name: 'Huber', email: 's.huber@huber.test', firma: 'Huber Realitäten' },
  agency: { name: 'Huber Realitäten', email: 'anfragen@huber.test' },
};
const noAddress: SnapshotContactFields = { contact: { name: 'Ohne' }, agency: { name: 'Ohne Adresse KG' } };
const badAddress: SnapshotContactFields = { agency: { name: 'Tippfehler GmbH', email: 'kein-at-zeichen' } };
const berger: SnapshotContactFields = { agency: { name: ' Berger Immobilien ', email: 'office@berger.test' } };

describe('the recipient rule', () => {
  it("a listing's contact person, else its agency, else the office", () => {
    expect(listingRecipient(listingContactsOf(huber), office)).toEqual({
      kind: 'contact',
      name: 'Sepp Huber',
      email: 's.huber@huber.test',
    });
    expect(listingRecipient(listingContactsOf(berger), office)).toEqual({
      kind: 'agency',
      name: 'Berger Immobilien',
      email: 'office@berger.test',
    });
    expect(listingRecipient(listingContactsOf(badAddress), office)).toEqual({ kind: 'office', ...office });
    expect(listingRecipient(null, office)).toEqual({ kind: 'office', ...office });
  });

  it("a project's developer with an address, else the agency of its first unit with one, else the office", () => {
    const units = [null, listingContactsOf(noAddress), listingContactsOf(badAddress), listingContactsOf(huber)];
    expect(projectRecipient({ developer: { name: 'Bau AG', email: 'projekt@bau.test' } }, units, office)).toEqual({
      kind: 'developer',
      name: 'Bau AG',
      email: 'projekt@bau.test',
    });
    // The agency, not the unit's agent: the question is about the whole project.
    expect(projectRecipient({ developer: { name: 'Stadtraum Development', email: null } }, units, office)).toEqual({
      kind: 'agency',
      name: 'Huber Realitäten',
      email: 'anfragen@huber.test',
    });
    expect(projectRecipient({ developer: { name: 'Bau', email: 'nope' } }, units.slice(0, 3), office)).toEqual({
      kind: 'office',
      ...office,
    });
    expect(projectRecipient(null, [], office).kind).toBe('office');
  });

  it('asks the first units with a listing, in the project order', () => {
    expect(projectUnitsAsked([null, 4, undefined, 2])).toEqual([4, 2]);
    const many = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(projectUnitsAsked(many)).toEqual(many.slice(0, PROJECT_UNITS_ASKED));
  });

  it("gives the same recipient from the snapshot's fields as from the API's stored contacts", () => {
    const listings = [huber, noAddress, badAddress, berger, { contact: null, agency: null }];
    for (const l of listings) {
      expect(listingRecipient(listingContactsOf(l), office)).toEqual(listingRecipient(leadContactOf(l), office));
    }
    const project = { id: 1, slug: 'p', name: 'P', developer: { name: 'Bau', email: null }, units: [] };
    const stored = projectLeadContactOf(project);
    const units = [noAddress, badAddress, berger, huber];
    expect(projectRecipient(project, units.map(listingContactsOf), office)).toEqual(
      projectRecipient(stored, units.map(leadContactOf), office),
    );
  });
});

describe("the project page's inquiry heading", () => {
  const byId = new Map<number, SnapshotContactFields>([
    [1, noAddress],
    [2, huber],
    [3, badAddress],
  ]);
  const units = (...ids: (number | null)[]) => ids.map((id, i) => ({ external_id: `U-${i}`, listing_id: id }));

  it('names the developer, the marketing agency or the office, as the API will send it', () => {
    const withDeveloper = projectLead(
      { developer: { name: 'Bau AG', email: 'projekt@bau.test' }, units: units(2) },
      (id) => byId.get(id),
      'de',
      office,
    );
    expect(withDeveloper.heading).toBe('Anfrage an den Bauträger Bau AG');
    expect(withDeveloper.recipient.email).toBe('projekt@bau.test');

    const developer = { name: 'Stadtraum Development GmbH', email: null };
    const marketed = projectLead({ developer, units: units(null, 1, 99, 2) }, (id) => byId.get(id), 'de', office);
    expect(marketed.heading).toBe('Anfrage an Huber Realitäten, die das Projekt vermarktet');
    expect(marketed.recipient).toEqual({ kind: 'agency', name: 'Huber Realitäten', email: 'anfragen@huber.test' });
    expect(projectLead({ developer, units: units(2) }, (id) => byId.get(id), 'en', office).heading).toBe(
      'Contact Huber Realitäten, the agency marketing the project',
    );

    const alone = projectLead({ developer, units: units(1, 3) }, (id) => byId.get(id), 'de', office);
    expect(alone.heading).toBe('Anfrage an Immoz');
    expect(alone.recipient.kind).toBe('office');
  });

  it("cuts the heading around the name, the feed's German name marked on other languages' pages", () => {
    const developer = { name: 'Stadtraum Development GmbH', email: null };
    expect(projectLead({ developer, units: units(2) }, (id) => byId.get(id), 'zh', office).headingParts).toEqual({
      before: '联系负责销售本项目的',
      after: '',
      hasValue: true,
      name: 'Huber Realitäten',
      nameLang: 'de',
    });
    expect(projectLead({ developer, units: units(2) }, (id) => byId.get(id), 'de', office).headingParts).toMatchObject({
      before: 'Anfrage an ',
      nameLang: undefined,
    });
    // the portal's own name is not German data
    expect(projectLead({ developer, units: units(1, 3) }, (id) => byId.get(id), 'en', office).headingParts).toEqual({
      before: 'Contact ',
      after: '',
      hasValue: true,
      name: 'Immoz',
      nameLang: undefined,
    });
  });
});

describe("the inquiry form's opening text", () => {
  const prefills = {
    inquiry: 'Guten Tag,\n\nich interessiere mich für „A“ und bitte um weitere Informationen.',
    viewing: 'Guten Tag,\n\nich interessiere mich für „A“ und möchte gerne einen Besichtigungstermin vereinbaren.',
    phone_call: 'Guten Tag,\n\nich interessiere mich für „A“ und bitte um einen Rückruf.',
  };

  it('follows the chosen request while it is one of the form’s own texts or empty', () => {
    expect(messageForIntent(prefills.inquiry, prefills, 'viewing')).toBe(prefills.viewing);
    expect(messageForIntent(prefills.viewing.replace(/\n/g, '\r\n'), prefills, 'phone_call')).toBe(prefills.phone_call);
    expect(messageForIntent('', prefills, 'viewing')).toBe(prefills.viewing);
  });

  it('never replaces what the visitor wrote, nor answers where nothing changes', () => {
    expect(messageForIntent(`${prefills.inquiry} Gibt es einen Keller?`, prefills, 'viewing')).toBeNull();
    expect(messageForIntent(prefills.viewing, prefills, 'viewing')).toBeNull();
    expect(messageForIntent(prefills.inquiry, prefills, 'video_call')).toBeNull();
  });
});
