/**
 * Mails from React components: rendered in the reader's language (right-to-left for Arabic and Persian, with the
 * direction in the body's inline style too), HTML and plain text saying the same, and extra headers
 * (RFC 8058 one-click unsubscribe) reaching a real SMTP server through the outbox job.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { Text } from '@react-email/components';
import { buildReactMail, MailLayout, mailContext, renderMail, unsubscribeHeaders } from '~/platform/mail/react-mail';
import { createMailer } from '~/platform/mail/mailer';
import { sendMailJob } from '~/platform/mail/outbox-job';
import type { ServiceContext } from '~/platform/context';
import { freePort, startSmtp, type TestSmtp } from '../api/support/smtp';

function sample(lang: 'de' | 'ar' | 'fa', unsubscribeUrl?: string) {
  const mail = mailContext(lang);
  return createElement(
    MailLayout,
    {
      mail,
      preview: 'Vorschauzeile',
      reason: 'Grund der Mail',
      ...(unsubscribeUrl ? { unsubscribe: { url: unsubscribeUrl, label: 'Abmelden' } } : {}),
    },
    createElement(Text, null, `Preis: ${mail.money(320000)}`),
  );
}

describe('rendering', () => {
  it('German: left to right, the amount in Austrian German, the footer line translated', async () => {
    const rendered = await renderMail(sample('de', 'https://example.at/u/abc'));
    // Intl separates the currency sign with a no-break space
    const [html, text] = [rendered.html, rendered.text].map((s) => s.replace(/[\u00a0\u202f]/g, ' ')) as [
      string,
      string,
    ];
    expect(html).toMatch(/<html[^>]*lang="de"[^>]*dir="ltr"|<html[^>]*dir="ltr"[^>]*lang="de"/);
    expect(html).toMatch(/<body[^>]*style="[^"]*direction:ltr/);
    // The portal's one way to write an amount (src/domain/format): the number in German, € after it.
    // (The group separator is a narrow or a no-break space by CLDR version; the HTML writer may write either.)
    const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    const amount = spaces(`${new Intl.NumberFormat('de-AT').format(320000)} €`);
    expect(spaces(html)).toContain(amount);
    expect(spaces(text)).toContain(amount);
    expect(text).not.toContain('€ 320');
    expect(text).toContain('ist eine Marke der');
    expect(html).toContain('href="https://example.at/u/abc"');
    expect(text).toContain('https://example.at/u/abc');
    // the preview line is for the inbox list, not repeated in the text part
    expect(text).not.toContain('Vorschauzeile');
  });

  it('Arabic: dir="rtl" on <html> and direction:rtl inline on the body, Arabic footer text', async () => {
    const { html, text } = await renderMail(sample('ar'));
    expect(html).toMatch(/<html[^>]*dir="rtl"/);
    expect(html).toMatch(/<html[^>]*lang="ar"/);
    expect(html).toMatch(/<body[^>]*style="[^"]*direction:rtl/);
    expect(html).toMatch(/<body[^>]*style="[^"]*text-align:right/);
    expect(text).toMatch(/[\u0600-\u06ff]/);
    expect(text).not.toContain('ist eine Marke der');
  });

  it('Persian is right-to-left too', async () => {
    const { html } = await renderMail(sample('fa'));
    expect(html).toMatch(/<html[^>]*dir="rtl"/);
  });

  it('one-click unsubscribe headers follow RFC 8058', () => {
    expect(unsubscribeHeaders('https://example.at/u/x', 'unsubscribe@example.at')).toEqual({
      'List-Unsubscribe': '<https://example.at/u/x>, <mailto:unsubscribe@example.at>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('through the outbox job to a real SMTP server', () => {
  let smtp: TestSmtp;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startSmtp(await freePort());
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'react-mail-'));
  });
  afterAll(async () => {
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('HTML, text and the List-Unsubscribe headers arrive', async () => {
    const mailer = createMailer(
      {
        smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
        mailFrom: 'Portal <noreply@example.at>',
        dataDir,
      } as Parameters<typeof createMailer>[0],
      () => {},
    );
    const message = await buildReactMail({
      to: 'leser@example.at',
      subject: 'Ihr Preisalarm',
      element: sample('ar', 'https://example.at/u/token1'),
      headers: unsubscribeHeaders('https://example.at/u/token1'),
    });
    // the job validates its payload as the worker would
    const payload = sendMailJob.payload.parse(JSON.parse(JSON.stringify(message)));
    await sendMailJob.run(payload, { mailer, config: { siteUrl: 'https://example.at' } } as unknown as ServiceContext, {
      key: 'mail:test:1',
      attempt: 1,
    });
    expect(smtp.received).toHaveLength(1);
    const parsed = await simpleParser(smtp.received[0]!.raw);
    expect(smtp.received[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(smtp.received[0]!.raw).toMatch(/^List-Unsubscribe: <https:\/\/example\.at\/u\/token1>$/m);
    expect(parsed.subject).toBe('Ihr Preisalarm');
    expect(parsed.html).toContain('dir="rtl"');
    expect(parsed.text).toContain('https://example.at/u/token1');
  });

  it('a header value with a line break or a reserved header name is refused', () => {
    const base = { to: 'a@example.at', subject: 's', text: 't' };
    expect(sendMailJob.payload.safeParse({ ...base, headers: { 'X-A': 'x\r\nBcc: b@example.at' } }).success).toBe(
      false,
    );
    expect(sendMailJob.payload.safeParse({ ...base, headers: { Bcc: 'b@example.at' } }).success).toBe(false);
    expect(sendMailJob.payload.safeParse({ ...base, headers: { 'X-A': 'fine' } }).success).toBe(true);
  });
});
