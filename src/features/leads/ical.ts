/**
 * An appointment request as an iCalendar file (RFC 5545): one tentative event per preferred slot, in Vienna's
 * time zone (with its rules, so any calendar places them right), for the agent to accept into their calendar.
 */
import { TIME_WINDOW_HOURS, type TimeWindow } from '../../domain/validation/lead';

export interface IcsSlot {
  date: string;
  time_window: TimeWindow;
}

export interface IcsRequest {
  /** Unique per lead; each slot's UID adds its position. */
  uid: string;
  host: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string } | null;
  slots: readonly IcsSlot[];
  createdAt: number;
}

/** TEXT values escape backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function localStamp(date: string, hour: number): string {
  return `${date.replace(/-/g, '')}T${String(hour).padStart(2, '0')}0000`;
}

const VIENNA_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Vienna',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function appointmentIcs(req: IcsRequest, brand: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(brand)}//Terminanfragen//DE`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VIENNA_TIMEZONE,
  ];
  req.slots.forEach((slot, i) => {
    const [from, to] = TIME_WINDOW_HOURS[slot.time_window];
    lines.push(
      'BEGIN:VEVENT',
      `UID:${req.uid}-${i + 1}@${req.host}`,
      `DTSTAMP:${utcStamp(req.createdAt)}`,
      `DTSTART;TZID=Europe/Vienna:${localStamp(slot.date, from)}`,
      `DTEND;TZID=Europe/Vienna:${localStamp(slot.date, to)}`,
      `SUMMARY:${escapeText(req.summary)}`,
      `DESCRIPTION:${escapeText(req.description)}`,
      ...(req.location ? [`LOCATION:${escapeText(req.location)}`] : []),
      ...(req.url ? [`URL:${req.url}`] : []),
      ...(req.organizer
        ? [`ORGANIZER;CN="${req.organizer.name.replace(/"/g, '')}":mailto:${req.organizer.email}`]
        : []),
      'STATUS:TENTATIVE',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
