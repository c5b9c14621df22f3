/**
 * Whom a lead goes to. A listing's message goes to its contact person, else to its agency, else to the portal's
 * office, which then forwards it (and the mail says why it came to the office). A project's message goes to the
 * developer, else to the agency of its first unit that has one, else to the office. A general inquiry goes to
 * the office.
 */
import type { LeadContact, ProjectLeadContact } from '../properties/lead-contact';
import type { RecipientKind } from './tables';

export interface Recipient {
  kind: RecipientKind;
  name: string;
  email: string;
}

export interface Office {
  name: string;
  email: string;
}

export function listingRecipient(contact: LeadContact | null, office: Office): Recipient {
  const person = contact?.contact;
  const agency = contact?.agency;
  if (person?.email)
    return {
      kind: 'contact',
      name: person.name ?? person.company ?? agency?.name ?? person.email,
      email: person.email,
    };
  if (agency?.email) return { kind: 'agency', name: agency.name ?? agency.email, email: agency.email };
  return { kind: 'office', ...office };
}

export function projectRecipient(
  project: ProjectLeadContact | null,
  units: readonly (LeadContact | null)[],
  office: Office,
): Recipient {
  const dev = project?.developer;
  if (dev?.email) return { kind: 'developer', name: dev.name ?? dev.email, email: dev.email };
  for (const unit of units) {
    const r = listingRecipient(unit, office);
    if (r.kind !== 'office') return r;
  }
  return { kind: 'office', ...office };
}
