/**
 * The agencies of the feeds and their contact persons, from the listings the portal carries: how many listings
 * each has (and how many are still available), how many leads reached them, and the address leads go to.
 */
import { readLeadContact } from '../properties/lead-contact';
import { listingRecipient, type Office } from '../leads/recipient';

export interface AgentSummary {
  name: string | null;
  email: string | null;
  listings: number;
  leads: number;
}

export interface CompanySummary {
  id: string;
  name: string | null;
  email: string | null;
  listings: number;
  available: number;
  leads: number;
  /** Where a lead about a listing without a contact person goes: the agency, or the office when it has no address. */
  leads_go_to: string;
  agents: AgentSummary[];
}

export function companies(
  rows: readonly { status: string | null; lead_contact: string | null }[],
  leadsByAddress: ReadonlyMap<string, number>,
  office: Office,
): CompanySummary[] {
  const byId = new Map<string, CompanySummary & { agentMap: Map<string, AgentSummary> }>();
  for (const row of rows) {
    const contact = readLeadContact(row.lead_contact);
    const id = contact?.agency?.id ?? contact?.agency?.name ?? '–';
    let company = byId.get(id);
    if (!company) {
      const email = contact?.agency?.email ?? null;
      company = {
        id,
        name: contact?.agency?.name ?? null,
        email,
        listings: 0,
        available: 0,
        leads: email ? (leadsByAddress.get(email.toLowerCase()) ?? 0) : 0,
        leads_go_to: listingRecipient(contact ? { ...contact, contact: null } : null, office).email,
        agents: [],
        agentMap: new Map(),
      };
      byId.set(id, company);
    }
    company.listings++;
    if (row.status === 'available') company.available++;
    const person = contact?.contact;
    if (person && (person.name || person.email)) {
      const key = (person.email ?? person.name ?? '').toLowerCase();
      let agent = company.agentMap.get(key);
      if (!agent) {
        agent = {
          name: person.name,
          email: person.email,
          listings: 0,
          leads: person.email ? (leadsByAddress.get(person.email.toLowerCase()) ?? 0) : 0,
        };
        company.agentMap.set(key, agent);
      }
      agent.listings++;
    }
  }
  return [...byId.values()]
    .map(({ agentMap, ...c }) => ({ ...c, agents: [...agentMap.values()].sort((a, b) => b.listings - a.listings) }))
    .sort((a, b) => b.listings - a.listings);
}
