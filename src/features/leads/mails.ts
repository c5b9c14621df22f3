/**
 * The two mails of a lead. The agent's is German (the language of the agents whose feeds the portal carries),
 * answers go to the visitor (Reply-To), and it carries the lead as OpenImmo-Feedback XML and, for appointment
 * requests, the preferred slots as an iCalendar file. The visitor's confirmation is written in the language of
 * the page they used and repeats what they sent.
 */
import type { Translate } from '../../i18n/translations';
import type { MailMessage } from '../../platform/mail/mailer';
import type { TimeWindow } from '../../domain/validation/lead';
import { feedbackXml } from './feedback-xml';
import { appointmentIcs } from './ical';
import type { LeadSubject } from './subject';
import type { LeadRow } from './tables';

export interface Slot {
  date: string;
  time_window: TimeWindow;
}

export interface LeadView {
  row: LeadRow;
  subject: LeadSubject;
  slots: Slot[];
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** A day as the reader's language writes it, e.g. "Mittwoch, 2. Dezember 2026". */
export function formatDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export function slotLines(t: Translate, slots: readonly Slot[], lang: string): string[] {
  return slots.map((s) => `${formatDay(s.date, lang)}, ${t(`leads.window.${s.time_window}`)}`);
}

/** What the lead is: "Anfrage", "Besichtigung", …, and for the office its topic. */
function kindLabel(t: Translate, row: LeadRow): string {
  if (row.kind === 'appointment') return t(`leads.type.${row.appointment_type ?? 'viewing'}`);
  if (row.topic) return `${t('leads.type.inquiry')}: ${t(`leads.topic.${row.topic}`)}`;
  return t('leads.type.inquiry');
}

/**
 * A row of the mail's table; `href` makes its value a link, `ltr` marks a value that is always written left to
 * right (an address, a telephone number, an object number, a link).
 */
type Row = [label: string, value: string, href?: string, ltr?: boolean];
type Rows = Row[];

type Dir = 'ltr' | 'rtl';

/**
 * Values are isolated from the text around them (<bdi>): a telephone number or a Latin title in an Arabic mail
 * keeps its own order instead of being reordered with the label, and an Arabic name in a German mail likewise.
 * The label stands at the line's start side with the gap towards its value.
 */
function htmlTable(rows: Rows, dir: Dir): string {
  if (!rows.length) return '';
  const start = dir === 'rtl' ? 'right' : 'left';
  const gap = dir === 'rtl' ? 'padding:6px 0 6px 12px' : 'padding:6px 12px 6px 0';
  const isolated = (value: string, ltr?: boolean) => `<bdi${ltr ? ' dir="ltr"' : ''}>${escapeHtml(value)}</bdi>`;
  return (
    '<table role="presentation" cellpadding="6" style="border-collapse:collapse;font-size:15px;margin:12px 0">' +
    rows
      .map(
        ([label, value, href, ltr]) =>
          `<tr><th align="${start}" valign="top" style="${gap};color:#475569;font-weight:600">${escapeHtml(label)}</th>` +
          `<td style="padding:6px 0;white-space:pre-line">${
            href
              ? `<a href="${escapeHtml(href)}" style="color:#11523d">${isolated(value, ltr)}</a>`
              : isolated(value, ltr)
          }</td></tr>`,
      )
      .join('') +
    '</table>'
  );
}

/** First-strong isolate and its end (U+2068, U+2069): a plain-text value keeps its own direction. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * The rows as text: "Label: value", a value of several lines under its label and followed by a blank line, so
 * the next label never runs on from the last line of a message. In a right-to-left mail each value line is an
 * isolate, so a telephone number or a Latin title is not reordered with the Arabic label before it.
 */
function textTable(rows: Rows, dir: Dir): string {
  const isolate = (line: string) => (dir === 'rtl' && line ? `${FSI}${line}${PDI}` : line);
  return rows
    .map(([label, value], i) => {
      if (!value.includes('\n')) return `${label}: ${isolate(value)}`;
      const block = `${label}:\n${value.split('\n').map(isolate).join('\n')}`;
      return i < rows.length - 1 ? `${block}\n` : block;
    })
    .join('\n');
}

function page(lang: string, dir: 'ltr' | 'rtl', body: string): string {
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"></head>` +
    `<body style="margin:0;padding:24px;background:#f8fafc;direction:${dir};font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">` +
    `<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">${body}</div>` +
    '</body></html>'
  );
}

function visitorRows(t: Translate, v: LeadView, lang: string): Rows {
  const { row } = v;
  const rows: Rows = [
    [t('leads.mail.fieldKind'), kindLabel(t, row)],
    [t('leads.mail.fieldName'), row.name],
    [t('leads.mail.fieldEmail'), row.email, `mailto:${row.email}`, true],
  ];
  if (row.phone) rows.push([t('leads.mail.fieldPhone'), row.phone, undefined, true]);
  if (v.slots.length) rows.push([t('leads.mail.fieldSlots'), slotLines(t, v.slots, lang).join('\n')]);
  if (row.message) rows.push([t('leads.mail.fieldMessage'), row.message]);
  return rows;
}

function subjectRows(t: Translate, s: LeadSubject): Rows {
  if (s.type === 'office') return [];
  const rows: Rows = [[t('leads.mail.fieldObject'), s.title]];
  if (s.ref) rows.push([t('leads.mail.fieldRef'), s.ref, undefined, true]);
  if (s.url) rows.push([t('leads.mail.fieldLink'), s.url, s.url, true]);
  return rows;
}

/** The text the agent's software shows as the inquiry: the message and the wished slots. */
export function leadText(t: Translate, v: LeadView): string {
  const parts: string[] = [];
  if (v.row.kind === 'appointment') {
    parts.push(`${kindLabel(t, v.row)}`);
    parts.push(...slotLines(t, v.slots, 'de').map((l) => `- ${l}`));
  }
  if (v.row.message) parts.push(v.row.message);
  return parts.join('\n');
}

export function agentMail(
  t: Translate,
  v: LeadView,
  opts: { brand: string; host: string; officeForwarded: boolean },
): MailMessage {
  const { row, subject } = v;
  const vars = { name: row.name, title: subject.title, ref: subject.ref ?? '', kind: kindLabel(t, row) };
  // The object number in brackets only where there is one (a project has none).
  const noRef = subject.ref ? '' : 'NoRef';
  const title =
    subject.type === 'office'
      ? t('leads.mail.agentSubjectOffice', vars)
      : row.kind === 'appointment'
        ? t(`leads.mail.agentSubjectAppointment${noRef}`, vars)
        : t(`leads.mail.agentSubjectInquiry${noRef}`, vars);
  const intro = t(row.kind === 'appointment' ? 'leads.mail.agentIntroAppointment' : 'leads.mail.agentIntro', {
    ...vars,
    brand: opts.brand,
  });
  const forward = opts.officeForwarded ? t('leads.mail.agentOfficeNote') : null;
  const reply = t('leads.mail.agentReply', vars);
  const attached = t(row.kind === 'appointment' ? 'leads.mail.agentAttachedIcs' : 'leads.mail.agentAttached');
  // Who wrote and what (ending with the message), then what it is about: two blocks, apart.
  const sender = visitorRows(t, v, 'de');
  const about = subjectRows(t, subject);

  const attachments: NonNullable<MailMessage['attachments']> = [
    {
      filename: `openimmo-feedback-${row.id}.xml`,
      contentType: 'application/xml; charset=utf-8',
      content: feedbackXml(
        {
          id: row.id,
          kind: row.kind,
          appointmentType: row.appointment_type,
          name: row.name,
          email: row.email,
          phone: row.phone,
          text: leadText(t, v),
          createdAt: row.created_at,
        },
        subject,
        { name: opts.brand },
      ),
    },
  ];
  if (row.kind === 'appointment' && v.slots.length) {
    attachments.push({
      filename: `termin-${row.id}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: appointmentIcs(
        {
          uid: `lead-${row.id}`,
          host: opts.host,
          summary: `${kindLabel(t, row)}: ${subject.title}${subject.ref ? ` (${subject.ref})` : ''}`,
          description: [`${row.name} <${row.email}>${row.phone ? `, ${row.phone}` : ''}`, row.message ?? '']
            .filter(Boolean)
            .join('\n'),
          location: subject.place,
          url: subject.url,
          organizer: { name: row.name, email: row.email },
          slots: v.slots,
          createdAt: row.created_at,
        },
        opts.brand,
      ),
    });
  }

  return {
    to: row.recipient_email,
    replyTo: row.email,
    subject: title,
    text: [intro, forward ?? '', '', textTable(sender, 'ltr'), '', textTable(about, 'ltr'), '', reply, attached]
      .filter((l, i, a) => l !== '' || a[i - 1] !== '')
      .join('\n'),
    html: page(
      'de',
      'ltr',
      `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>` +
        `<p>${escapeHtml(intro)}</p>` +
        (forward
          ? `<p style="padding:12px;border-radius:8px;background:#fef3c7;color:#78350f">${escapeHtml(forward)}</p>`
          : '') +
        htmlTable(sender, 'ltr') +
        htmlTable(about, 'ltr') +
        `<p>${escapeHtml(reply)}</p>` +
        `<p style="color:#475569;font-size:13px">${escapeHtml(attached)}</p>`,
    ),
    attachments,
  };
}

export function confirmationMail(
  t: Translate,
  v: LeadView,
  opts: { brand: string; dir: 'ltr' | 'rtl'; lang: string },
): MailMessage {
  const { row, subject } = v;
  const vars = {
    name: row.name,
    title: subject.title,
    ref: subject.ref ?? '',
    recipient: row.recipient_name,
    brand: opts.brand,
  };
  const title =
    subject.type === 'office' ? t('leads.mail.confirmSubjectOffice', vars) : t('leads.mail.confirmSubject', vars);
  const greeting = t('leads.mail.greeting', vars);
  const who =
    row.recipient_kind === 'office' ? t('leads.mail.confirmFromOffice', vars) : t('leads.mail.confirmFrom', vars);
  const copy = t('leads.mail.confirmCopy');
  const signature = t('leads.mail.signature', vars);
  // What it was about, then what the visitor sent (ending with their message), then the one sign-off: the
  // portal's. The form's opening texts carry none, so a message sent as offered does not end with a second.
  const about = subjectRows(t, subject);
  const sent = visitorRows(t, v, opts.lang);
  return {
    to: row.email,
    subject: title,
    text: [greeting, '', who, '', copy, '', textTable(about, opts.dir), '', textTable(sent, opts.dir), '', signature]
      .filter((l, i, a) => l !== '' || a[i - 1] !== '')
      .join('\n'),
    html: page(
      opts.lang,
      opts.dir,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(who)}</p><p><strong>${escapeHtml(copy)}</strong></p>` +
        htmlTable(about, opts.dir) +
        htmlTable(sent, opts.dir) +
        `<p style="white-space:pre-line">${escapeHtml(signature)}</p>`,
    ),
  };
}

/**
 * Sent instead of the copy to an address nobody confirmed: it names neither the sender nor the message, only the
 * portal and the link that sends the copy, so a stranger who types someone else's address relays none of their text.
 */
export function copyLinkMail(
  t: Translate,
  opts: { to: string; link: string; brand: string; dir: Dir; lang: string },
): MailMessage {
  const vars = { brand: opts.brand };
  const intro = t('leads.mail.copyLinkText', vars);
  const ignore = t('leads.mail.copyLinkIgnore', vars);
  const signature = t('leads.mail.signature', vars);
  return {
    to: opts.to,
    subject: t('leads.mail.copyLinkSubject', vars),
    text: [intro, '', opts.link, '', ignore, '', signature].join('\n'),
    html: page(
      opts.lang,
      opts.dir,
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(opts.link)}">${escapeHtml(t('leads.mail.copyLinkButton'))}</a></p>` +
        `<p>${escapeHtml(ignore)}</p><p style="white-space:pre-line">${escapeHtml(signature)}</p>`,
    ),
  };
}
