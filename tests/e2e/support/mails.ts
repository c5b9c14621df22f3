/**
 * The mails the end-to-end SMTP server (./smtp-sink.ts) has accepted so far, read from E2E_MAIL_DIR: only finished
 * .eml files (the sink writes each aside and renames it when whole).
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export async function sentMails(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir || !fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
  return Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
}

/** The mails sent to `address` (as the only recipient). */
export async function sentMailsTo(address: string): Promise<ParsedMail[]> {
  return (await sentMails()).filter((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === address);
}
