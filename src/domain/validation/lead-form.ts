/**
 * The lead form's fields as a browser posts them (flat names, text values) and the API's JSON bodies, both ways:
 * the page's script and the server's no-JavaScript path read the same form the same way, and a field error from
 * the API finds the input it belongs to.
 */
import { APPOINTMENT_TYPES, SLOTS_MAX, type AppointmentType } from './lead';

export type LeadIntent = 'inquiry' | AppointmentType;

export interface LeadFormBody {
  kind: 'inquiry' | 'appointment';
  body: Record<string, unknown>;
}

function id(value: string | undefined): number | string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  // Digits become a number; anything else is passed on as text for the schema to refuse.
  return /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;
}

function isAppointment(intent: string): intent is AppointmentType {
  return (APPOINTMENT_TYPES as readonly string[]).includes(intent);
}

/** Form fields → what POST /api/inquiries or /api/appointments takes. */
export function leadBodyFromForm(fields: Readonly<Record<string, string | undefined>>): LeadFormBody {
  const intent = fields.intent ?? 'inquiry';
  const started =
    fields.form_started_at && /^\d{1,15}$/.test(fields.form_started_at) ? Number(fields.form_started_at) : undefined;
  const common: Record<string, unknown> = {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    privacy_accepted:
      fields.privacy_accepted === 'on' || fields.privacy_accepted === '1' || fields.privacy_accepted === 'true',
    website: fields.website ?? '',
    ...(started !== undefined ? { form_started_at: started } : {}),
    ...(id(fields.property_id) !== undefined ? { property_id: id(fields.property_id) } : {}),
    ...(id(fields.project_id) !== undefined ? { project_id: id(fields.project_id) } : {}),
  };
  if (isAppointment(intent)) {
    const slots: { date: string; time_window: string }[] = [];
    for (let i = 1; i <= SLOTS_MAX; i++) {
      const date = (fields[`slot${i}_date`] ?? '').trim();
      const window = (fields[`slot${i}_window`] ?? '').trim();
      // A row left empty is not a wish; a half-filled row is, and the schema says what is missing.
      if (date || window) slots.push({ date, time_window: window });
    }
    return {
      kind: 'appointment',
      body: { ...common, type: intent, preferred_slots: slots, message: fields.message ?? '' },
    };
  }
  return {
    kind: 'inquiry',
    body: {
      ...common,
      message: fields.message ?? '',
      ...(fields.topic ? { topic: fields.topic } : {}),
    },
  };
}

/** An API error path ("preferred_slots.0.date") → the form field it belongs to ("slot1_date"). */
export function formFieldOf(path: string): string {
  const slot = /^preferred_slots(?:\.(\d+)(?:\.(date|time_window))?)?$/.exec(path);
  if (slot) {
    if (slot[1] === undefined) return 'slots';
    const n = Number(slot[1]) + 1;
    return slot[2] === 'time_window' ? `slot${n}_window` : `slot${n}_date`;
  }
  if (path === 'type') return 'intent';
  if (path === '_form') return 'form';
  return path;
}
