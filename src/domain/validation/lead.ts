/**
 * Rules for the messages a visitor sends to an agent, a developer or the portal's office: inquiries and
 * appointment requests. The form in the page and the API validate with these same schemas, so both say the same
 * thing; messages are locale keys (`validation.*`), translated on output.
 */
import { z } from 'zod';
import { emailSchema, isCleanText, nameSchema, phoneSchema } from './account';

/** Shorter messages are almost always "Interesse" or spam; an agent needs a sentence to answer. */
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 5000;
/** More links than this is the mark of link spam, not of a question about a flat. */
export const MESSAGE_MAX_LINKS = 3;
export const SLOTS_MIN = 1;
export const SLOTS_MAX = 3;
/** How far ahead a visitor may propose a viewing: agents plan weeks, not seasons. */
export const SLOT_DAYS_AHEAD = 60;
/** Faster than this, no person has read and filled the form. */
export const MIN_FILL_MS = 3000;

export const APPOINTMENT_TYPES = ['viewing', 'consultation', 'phone_call', 'video_call'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/**
 * The requests an agent answers by telephone: a call-back needs a number to call. A video call needs none (its
 * link comes by e-mail), nor does any other request. The API's schema and the form's label and required state
 * both read this rule.
 */
export const PHONE_REQUIRED_TYPES: readonly AppointmentType[] = ['phone_call'];

/** Whether a lead of this intent ('inquiry' or an appointment type) must give a phone number. */
export function phoneRequiredFor(intent: string): boolean {
  return (PHONE_REQUIRED_TYPES as readonly string[]).includes(intent);
}

export const TIME_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

/** Local hours of each window (Vienna), for the calendar file the agent receives. */
export const TIME_WINDOW_HOURS: Readonly<Record<TimeWindow, readonly [number, number]>> = {
  morning: [9, 12],
  afternoon: [12, 17],
  evening: [17, 20],
};

/** What a general inquiry to the office is about. */
export const INQUIRY_TOPICS = ['buy', 'rent', 'sell', 'let', 'other'] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];

const LINK = /\b(?:https?:\/\/|www\.)\S+/giu;

/** Links in a text: written-out addresses (http…, www.…). */
export function linkCount(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

const strictId = z.int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }).max(2_147_483_647);

const messageSchema = z
  .string({ error: 'validation.messageRequired' })
  .trim()
  .min(1, { error: 'validation.messageRequired', abort: true })
  .min(MESSAGE_MIN, { error: 'validation.messageMin', abort: true })
  .max(MESSAGE_MAX, { error: 'validation.messageMax', abort: true })
  .refine((v) => isCleanText(v, true), { error: 'validation.textInvalidChars', abort: true })
  .refine((v) => linkCount(v) <= MESSAGE_MAX_LINKS, { error: 'validation.messageLinks' });

const optionalPhone = phoneSchema
  .optional()
  .nullable()
  .transform((v) => v ?? null);

/** Fields every lead has, plus the two traps for robots (a field people never see, and a fill time). */
const contactFields = {
  name: nameSchema,
  email: emailSchema,
  phone: optionalPhone,
  privacy_accepted: z.literal(true, { error: 'validation.privacyRequired' }),
  /** Hidden from people; a robot that fills every field fills this one too. */
  website: z.string().max(500).optional(),
  /** When the visitor began to fill the form (ms since the epoch), set by the page's script. */
  form_started_at: z.int().nonnegative().optional(),
};

export const inquirySchema = z
  .object({
    ...contactFields,
    property_id: strictId.optional(),
    project_id: strictId.optional(),
    topic: z.enum(INQUIRY_TOPICS, { error: 'validation.topicInvalid' }).optional(),
    message: messageSchema,
  })
  .refine((d) => !(d.property_id && d.project_id), { path: ['project_id'], error: 'validation.invalid' });
export type InquiryInput = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;

/** Dates as `YYYY-MM-DD`, compared as text (which orders them like dates). */
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isRealDay(day: string): boolean {
  return isoDay.test(day) && addDays(day, 0) === day;
}

/** Today in Vienna, the calendar the visitor and the agent share. */
export function viennaToday(now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date(now));
}

/** The window of days a slot may name: from today to SLOT_DAYS_AHEAD days ahead. */
export function slotRange(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, SLOT_DAYS_AHEAD) };
}

function slotSchema(today: string) {
  const { min, max } = slotRange(today);
  return z.object({
    date: z
      .string({ error: 'validation.slotDateRequired' })
      .trim()
      .min(1, { error: 'validation.slotDateRequired', abort: true })
      .refine(isRealDay, { error: 'validation.slotDateInvalid', abort: true })
      .refine((d) => d >= min, { error: 'validation.slotDatePast', abort: true })
      .refine((d) => d <= max, { error: 'validation.slotDateTooFar' }),
    time_window: z.enum(TIME_WINDOWS, { error: 'validation.slotWindowRequired' }),
  });
}

/** An appointment request, judged against `today` (Vienna's date, see viennaToday). */
export function appointmentSchema(today: string) {
  return z
    .object({
      ...contactFields,
      property_id: strictId.optional(),
      project_id: strictId.optional(),
      type: z.enum(APPOINTMENT_TYPES, { error: 'validation.appointmentTypeInvalid' }),
      preferred_slots: z
        .array(slotSchema(today), { error: 'validation.slotsRequired' })
        .min(SLOTS_MIN, { error: 'validation.slotsRequired' })
        .max(SLOTS_MAX, { error: 'validation.slotsMax' })
        .refine((slots) => new Set(slots.map((s) => `${s.date}/${s.time_window}`)).size === slots.length, {
          error: 'validation.slotsDuplicate',
        }),
      // Optional for a request; when given, the same rules as an inquiry's message.
      message: z
        .string()
        .optional()
        .nullable()
        .transform((v) => v?.trim() || null)
        .pipe(messageSchema.nullable()),
    })
    .refine((d) => d.property_id !== undefined || d.project_id !== undefined, {
      path: ['property_id'],
      error: 'validation.invalid',
    })
    .refine((d) => !(d.property_id && d.project_id), { path: ['project_id'], error: 'validation.invalid' })
    .refine((d) => !phoneRequiredFor(d.type) || d.phone !== null, {
      path: ['phone'],
      error: 'validation.phoneRequiredForCall',
    });
}
export type AppointmentInput = z.input<ReturnType<typeof appointmentSchema>>;
export type Appointment = z.output<ReturnType<typeof appointmentSchema>>;

/** The validation keys the lead forms need translated in the page. */
export const LEAD_VALIDATION_KEYS = [
  'validation.required',
  'validation.invalid',
  'validation.tooShort',
  'validation.tooLong',
  'validation.nameRequired',
  'validation.nameMin',
  'validation.nameMax',
  'validation.textInvalidChars',
  'validation.emailRequired',
  'validation.emailInvalid',
  'validation.phoneInvalid',
  'validation.phoneRequiredForCall',
  'validation.messageRequired',
  'validation.messageMin',
  'validation.messageMax',
  'validation.messageLinks',
  'validation.privacyRequired',
  'validation.topicInvalid',
  'validation.appointmentTypeInvalid',
  'validation.slotsRequired',
  'validation.slotsMax',
  'validation.slotsDuplicate',
  'validation.slotDateRequired',
  'validation.slotDateInvalid',
  'validation.slotDatePast',
  'validation.slotDateTooFar',
  'validation.slotWindowRequired',
] as const;
