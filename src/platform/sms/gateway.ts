/**
 * Text messages: one small interface, so the features that send (search agents' reports and phone codes) do not
 * depend on the protocol. The portal speaks SMPP to a configured SMS centre (./smpp.ts); without one, SMS is not
 * offered at all (`smsAvailable`), rather than pretending to send.
 */
import type { SmsEncoding } from '../../domain/sms/segments';

export interface SmsResult {
  encoding: SmsEncoding;
  parts: number;
  /** The SMS centre's message ids, one per part. */
  messageIds: string[];
}

export interface SmsGateway {
  /** Sends the text (split into parts as needed) to an international number (+43…). */
  send(to: string, text: string): Promise<SmsResult>;
  close(): Promise<void>;
}

/** A phone number as an SMS centre wants it: digits only, international (Austrian 0664… becomes 43664…). */
export function smsAddress(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `43${digits.slice(1)}`;
  return digits;
}
