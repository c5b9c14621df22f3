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

/** A row of the mail's table; `href` makes its value a link. */
type Rows = [label: string, value: string, href?: string][];

function htmlTable(rows: Rows): string {
  return (
    '<table role="presentation" cellpadding="6" style="border-collapse:collapse;font-size:15px">' +
    rows
      .map(
        ([label, value, href]) =>
          `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#475569;font-weight:600">${escapeHtml(label)}</th>` +
          `<td style="padding:6px 0;white-space:pre-line">${
            href ? `<a href="${escapeHtml(href)}" style="color:#11523d">${escapeHtml(value)}</a>` : escapeHtml(value)
          }</td></tr>`,
      )
      .join('') +
    '</table>'
  );
}

function textTable(rows: Rows): string {
  return rows.map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}` : value}`).join('\n');
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
    [t('leads.mail.fieldEmail'), row.email, `mailto:${row.email}`],
  ];
  if (row.phone) rows.push([t('leads.mail.fieldPhone'), row.phone]);
  if (v.slots.length) rows.push([t('leads.mail.fieldSlots'), slotLines(t, v.slots, lang).join('\n')]);
  if (row.message) rows.push([t('leads.mail.fieldMessage'), row.message]);
  return rows;
}

function subjectRows(t: Translate, s: LeadSubject): Rows {
  if (s.type === 'office') return [];
  const rows: Rows = [[t('leads.mail.fieldObject'), s.title]];
  if (s.ref) rows.push([t('leads.mail.fieldRef'), s.ref]);
  if (s.url) rows.push([t('leads.mail.fieldLink'), s.url, s.url]);
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
  const rows = [...visitorRows(t, v, 'de'), ...subjectRows(t, subject)];

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
    text: [intro, forward ?? '', '', textTable(rows), '', reply, attached]
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
        htmlTable(rows) +
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
  const rows = [...subjectRows(t, subject), ...visitorRows(t, v, opts.lang)];
  return {
    to: row.email,
    subject: title,
    text: [greeting, '', who, '', copy, '', textTable(rows), '', signature].join('\n'),
    html: page(
      opts.lang,
      opts.dir,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(who)}</p><p><strong>${escapeHtml(copy)}</strong></p>` +
        htmlTable(rows) +
        `<p>${escapeHtml(signature)}</p>`,
    ),
  };
}
