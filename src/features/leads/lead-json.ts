/** A lead as the API answers it to its sender: what was sent, to whom, and how far it got. */
import { readSubject } from './subject';
import type { LeadRow } from './tables';

export function leadJson(row: LeadRow) {
  const subject = readSubject(row.subject);
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    type: row.appointment_type,
    topic: row.topic,
    property_id: row.property_id,
    project_id: row.project_id,
    subject: { type: subject.type, title: subject.title, ref: subject.ref, url: subject.url },
    recipient: { kind: row.recipient_kind, name: row.recipient_name },
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    preferred_slots: row.preferred_slots ? (JSON.parse(row.preferred_slots) as unknown[]) : [],
    created_at: new Date(row.created_at).toISOString(),
    delivered_at: row.delivered_at ? new Date(row.delivered_at).toISOString() : null,
  };
}
