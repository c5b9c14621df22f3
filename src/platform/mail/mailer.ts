/**
 * The mail transport. With SMTP configured, nodemailer sends it; without, each message is written as an .eml file
 * to `${DATA_DIR}/outbox/` and logged, so a fresh install loses no reset link and a developer can open it.
 * Nothing calls it directly from a request: mails go through the outbox job (./outbox.ts), which retries while
 * the SMTP server does not answer.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailAttachment {
  filename: string;
  /** Text content (XML, iCalendar): attachments here are documents the portal writes, never uploads. */
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes: the visitor, for a lead the agent answers. */
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * Extra header lines, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) on mails a reader may stop.
   * Names are plain tokens and values single lines (checked where the job is read), so no header can be injected.
   */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** Where the .eml went when there is no SMTP server. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage, options?: { messageId?: string }): Promise<SentMail>;
  /** Whether the SMTP server answers and accepts us (the system check); resolves at once without SMTP. */
  verify(): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

export function createMailer(
  config: Pick<Config, 'smtp' | 'mailFrom' | 'dataDir'>,
  log: (msg: string) => void = console.info,
): Mailer {
  const outbox = path.join(config.dataDir, 'outbox');

  const transport = config.smtp
    ? nodemailer.createTransport({
        host: config.smtp.host,
        port: config.smtp.port,
        secure: config.smtp.secure,
        auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.pass ?? '' } : undefined,
        // Within the outbox job's time: a server that hangs fails the run, which is tried again later.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 45_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send(message: MailMessage, options: { messageId?: string } = {}): Promise<SentMail> {
    const info = await transport.sendMail({
      from: config.mailFrom,
      ...message,
      ...(options.messageId ? { messageId: options.messageId } : {}),
    });
    if (config.smtp) return { messageId: info.messageId };
    await fs.mkdir(outbox, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    log(`[mail] no SMTP configured: "${message.subject}" to ${message.to} written to ${file}`);
    return { messageId: info.messageId, file };
  }

  return {
    mode: config.smtp ? 'smtp' : 'outbox',
    send,
    async verify() {
      if (config.smtp) await transport.verify();
    },
  };
}
