/**
 * The five kinds of request a visitor sends: an inquiry, or an appointment of one of its types (viewing,
 * consultation, call-back, video call). The admin area counts and filters by these, so a call-back is never
 * counted as a viewing. An appointment stored without a type (before types existed) is a viewing, as its form was.
 */
import { APPOINTMENT_TYPES, type AppointmentType } from '../validation/lead';

export const LEAD_TYPES = ['inquiry', ...APPOINTMENT_TYPES] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export function leadTypeOf(kind: string, appointmentType: string | null): LeadType {
  if (kind !== 'appointment') return 'inquiry';
  return (APPOINTMENT_TYPES as readonly string[]).includes(appointmentType ?? '')
    ? (appointmentType as AppointmentType)
    : 'viewing';
}
