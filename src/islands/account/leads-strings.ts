/** The strings "Meine Anfragen" shows, picked per page so no locale file travels to the browser. */
import { APPOINTMENT_TYPES, INQUIRY_TOPICS, TIME_WINDOWS } from '../../domain/validation/lead';

export const LEADS_DASHBOARD_KEYS = [
  'leads.dashboard.heading',
  'leads.dashboard.intro',
  'leads.dashboard.empty',
  'leads.dashboard.loading',
  'leads.dashboard.loadFailed',
  'leads.dashboard.sentOn',
  'leads.dashboard.to',
  'leads.dashboard.slots',
  'leads.dashboard.status',
  'leads.type.inquiry',
  ...APPOINTMENT_TYPES.map((t) => `leads.type.${t}`),
  ...INQUIRY_TOPICS.map((t) => `leads.topic.${t}`),
  ...TIME_WINDOWS.map((w) => `leads.window.${w}`),
  'leads.status.received',
  'leads.status.delivered',
  'leads.status.failed',
];
