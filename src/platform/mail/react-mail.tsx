/**
 * E-mails written as React components (`@react-email/components`), rendered on the server to HTML and plain text
 * in the recipient's language, and sent through the durable outbox.
 *
 * - `mailContext(lang)` gives a component what it needs to speak the reader's language: the translator, the
 *   writing direction and number/date formats.
 * - `MailLayout` is the frame every portal mail shares: brand header, content, footer with the company line and,
 *   for mails a reader may stop (alerts, agents, newsletters), an unsubscribe link. Right-to-left languages get
 *   `dir="rtl"` on <html> and `direction:rtl` in the body's inline style: some clients (Gmail) drop the attribute
 *   but keep inline styles.
 * - `renderMail(element)` renders once to HTML and derives the plain text from the same markup, so both parts
 *   always say the same thing.
 * - `queueRenderedMail` enqueues the result as an outbox job with an idempotency key, with extra headers such as
 *   `unsubscribeHeaders(url)` (RFC 8058 one-click unsubscribe).
 */
import type { ReactElement, ReactNode } from 'react';
import { Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render, toPlainText } from '@react-email/render';
import { formatsFor, unitWordsFrom } from '../../domain/format';
import { getLanguage, type LangCode } from '../../i18n/languages';
import { site } from '../../config/site';
import type { JobQueue } from '../queue/queue';
import type { DatabaseWith } from '../db/own-tables';
import type { JobTables } from '../queue/tables';
import type { Translate } from '../../i18n/translations';
import { serverTranslator } from '../i18n';
import { queueMail } from './outbox';
import type { MailMessage } from './mailer';

export interface MailContext {
  lang: LangCode;
  dir: 'ltr' | 'rtl';
  /** The BCP 47 tag for Intl (e.g. de-AT). */
  locale: string;
  t: Translate;
  /** A price in euros as the portal writes it in the reader's language (src/domain/format): "320 000 €", "320,000 €". */
  money(amount: number): string;
  /** A listing's amount as the list's cards write it: a rental's with "/ Monat" (Formats.listingPrice). */
  listingPrice(amount: number, vermarktungsart: string): string;
  /** An area as the reader's language writes it ("72,5 m²", "72.5 m²"); empty for none. */
  area(value: number): string;
  /** A calendar day (YYYY-MM-DD or a Date) as the reader's language writes it, e.g. "24. November 2026". */
  day(value: string | Date): string;
}

export function mailContext(lang: LangCode, options: { localesDir?: string } = {}): MailContext {
  const language = getLanguage(lang);
  const t = serverTranslator(lang, options.localesDir);
  const fx = formatsFor(
    language.bcp47,
    unitWordsFrom((key, opts) => String(t(key, opts ?? {}))),
  );
  return {
    lang,
    dir: language.dir,
    locale: language.bcp47,
    t,
    money: (amount) => fx.money(amount, t('price.onRequest')),
    listingPrice: (amount, vermarktungsart) => fx.listingPrice(amount, vermarktungsart, t('price.onRequest')),
    area: (value) => fx.area(value) ?? '',
    // A calendar day as written; a moment as its day in Vienna.
    day: (value) => fx.date(typeof value === 'string' ? value.slice(0, 10) : value, 'long'),
  };
}

export interface MailLayoutProps {
  mail: MailContext;
  /** The line mail clients show beside the subject. */
  preview?: string;
  children?: ReactNode;
  /** Why the reader gets this mail (e.g. "You set a price alert for …"), shown above the footer. */
  reason?: string;
  /** For mails the reader can stop: the one-click link and its label, in the footer. */
  unsubscribe?: { url: string; label: string };
  /** The portal's address, linked from the brand header. */
  siteUrl?: string;
}

const colors = { text: '#0f172a', muted: '#475569', brand: '#11523d', border: '#e2e8f0', page: '#f8fafc' };

export function MailLayout({ mail, preview, children, reason, unsubscribe, siteUrl }: MailLayoutProps): ReactElement {
  const align = mail.dir === 'rtl' ? 'right' : 'left';
  return (
    <Html lang={mail.lang} dir={mail.dir}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      {preview ? <Preview>{preview}</Preview> : null}
      {/* A plain <body>: the direction must sit in its own inline style, where Gmail keeps it. */}
      <body
        style={{
          margin: 0,
          padding: '24px 12px',
          backgroundColor: colors.page,
          color: colors.text,
          direction: mail.dir,
          textAlign: align,
          fontFamily: "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif",
        }}
      >
        <Container
          style={{
            maxWidth: '640px',
            backgroundColor: '#ffffff',
            border: `1px solid ${colors.border}`,
            borderRadius: '12px',
            padding: '24px',
          }}
        >
          <Section>
            <Text style={{ margin: 0, fontSize: '20px', fontWeight: 700, color: colors.brand }}>
              {siteUrl ? (
                <Link href={siteUrl} style={{ color: colors.brand, textDecoration: 'none' }}>
                  {site.brand}
                </Link>
              ) : (
                site.brand
              )}
            </Text>
          </Section>
          <Hr style={{ borderColor: colors.border, margin: '16px 0' }} />
          <Section>{children}</Section>
          <Hr style={{ borderColor: colors.border, margin: '24px 0 12px' }} />
          <Section>
            {reason ? <Text style={{ fontSize: '13px', color: colors.muted, margin: '0 0 8px' }}>{reason}</Text> : null}
            {unsubscribe ? (
              <Text style={{ fontSize: '13px', margin: '0 0 8px' }}>
                <Link href={unsubscribe.url} style={{ color: colors.brand }}>
                  {unsubscribe.label}
                </Link>
              </Text>
            ) : null}
            <Text style={{ fontSize: '12px', color: colors.muted, margin: 0 }}>
              {mail.t('footer.brandLine', { brand: site.brand, parent: site.parentCompany })}
            </Text>
          </Section>
        </Container>
      </body>
    </Html>
  );
}

export interface RenderedMail {
  html: string;
  text: string;
}

/** Renders a mail component to its HTML and the plain text derived from that HTML. */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  const text = toPlainText(html, {
    // The preview line is for the inbox list only; images say nothing in plain text.
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: '[data-skip-in-text=true]', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
  return { html, text: text.trim() };
}

/**
 * The headers of a mail the reader can stop with one click (RFC 8058): the mail client POSTs
 * `List-Unsubscribe=One-Click` to the https URL, so the URL must act on POST without a login or confirmation page.
 */
export function unsubscribeHeaders(url: string, mailto?: string): Record<string, string> {
  const targets = [`<${url}>`, ...(mailto ? [`<mailto:${mailto}>`] : [])];
  return { 'List-Unsubscribe': targets.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface ReactMailOptions {
  to: string;
  subject: string;
  element: ReactElement;
  replyTo?: string;
  headers?: Record<string, string>;
}

/** Renders and builds the message, ready for the outbox (or a direct send in a test). */
export async function buildReactMail(options: ReactMailOptions): Promise<MailMessage> {
  const { html, text } = await renderMail(options.element);
  return {
    to: options.to,
    subject: options.subject,
    html,
    text,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  };
}

/**
 * Renders the mail and enqueues it as an outbox job. `key` names the mail once and for all (e.g.
 * `mail:price-alert:<alert id>`): a key that was enqueued before is not enqueued again, so a rerun sends nothing
 * twice. Resolves true when the mail was enqueued now.
 */
export async function queueRenderedMail<D extends JobTables>(
  queue: JobQueue,
  options: ReactMailOptions & { key: string; db?: DatabaseWith<D> },
): Promise<boolean> {
  const message = await buildReactMail(options);
  return queueMail(queue, message, { key: options.key, ...(options.db ? { db: options.db } : {}) });
}
