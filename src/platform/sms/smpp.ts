/**
 * SMS over SMPP 3.4 with the `smpp` package: one transceiver session per process, bound on first use, kept alive
 * with enquire_link every 30 s, and bound again after the connection drops (the next send waits for it, with
 * backoff up to a minute). Texts go in the GSM 7-bit alphabet when they can, else UCS-2; longer ones as parts
 * with a concatenation header (UDH IEI 0x00) that phones join again.
 */
import smpp, { type PDU, type Session } from 'smpp';
import { encodeGsm7, encodeUcs2, splitSms } from '../../domain/sms/segments';
import { smsAddress, type SmsGateway, type SmsResult } from './gateway';

export interface SmppOptions {
  url: string;
  systemId: string;
  password: string;
  sender: string;
  enquireLinkMs?: number;
  /** How long one submit may wait for its answer. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

const DATA_CODING = { gsm7: 0x00, ucs2: 0x08 } as const;
const ESM_UDHI = 0x40;

/** Alphanumeric senders (TON 5) or international numbers (TON 1). */
function senderAddress(sender: string): { source_addr: string; source_addr_ton: number; source_addr_npi: number } {
  if (/^\+?\d{3,15}$/.test(sender))
    return { source_addr: sender.replace(/^\+/, ''), source_addr_ton: 1, source_addr_npi: 1 };
  return { source_addr: sender.slice(0, 11), source_addr_ton: 5, source_addr_npi: 0 };
}

export function createSmppGateway(options: SmppOptions): SmsGateway {
  const log = options.log ?? ((line: string) => console.info(`[sms] ${line}`));
  const timeoutMs = options.timeoutMs ?? 20_000;
  let session: Session | null = null;
  let bound: Promise<Session> | null = null;
  let failures = 0;
  let closed = false;
  let reference = Math.floor(Math.random() * 256);
  let keepAlive: NodeJS.Timeout | null = null;

  function drop(reason: string) {
    if (keepAlive) clearInterval(keepAlive);
    keepAlive = null;
    if (session) {
      session.removeAllListeners();
      session.on('error', () => {});
      session.destroy();
    }
    session = null;
    bound = null;
    if (!closed) log(`connection to the SMS centre lost (${reason}); it is bound again on the next message`);
  }

  function bind(): Promise<Session> {
    bound ??= new Promise<Session>((resolve, reject) => {
      const delay = failures ? Math.min(60_000, 500 * 2 ** failures) : 0;
      setTimeout(() => {
        const s = smpp.connect({ url: options.url, auto_enquire_link_period: 0 });
        session = s;
        let settled = false;
        const fail = (err: Error) => {
          failures++;
          drop(err.message);
          if (!settled) {
            settled = true;
            reject(err);
          }
        };
        s.on('error', (err: Error) => fail(err));
        s.on('close', () => fail(new Error('closed')));
        s.on('connect', () => {
          s.bind_transceiver({ system_id: options.systemId, password: options.password }, (pdu: PDU) => {
            if (pdu.command_status !== 0) return fail(new Error(`bind refused (status ${pdu.command_status})`));
            failures = 0;
            settled = true;
            keepAlive = setInterval(() => s.enquire_link(), options.enquireLinkMs ?? 30_000);
            keepAlive.unref();
            // The SMS centre checks on us too, and may report deliveries: answer both.
            s.on('enquire_link', (p: PDU) => s.send(p.response()));
            s.on('deliver_sm', (p: PDU) => s.send(p.response()));
            s.on('unbind', (p: PDU) => {
              s.send(p.response());
              drop('unbound by the SMS centre');
            });
            resolve(s);
          });
        });
      }, delay).unref?.();
    });
    return bound;
  }

  function submit(s: Session, fields: Record<string, unknown>): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the SMS centre did not answer')), timeoutMs);
      s.submit_sm(fields, (pdu: PDU) => {
        clearTimeout(timer);
        if (pdu.command_status === 0) resolve(String(pdu.message_id ?? ''));
        else reject(new Error(`submit_sm refused (status ${pdu.command_status})`));
      });
    });
  }

  return {
    async send(to: string, text: string): Promise<SmsResult> {
      if (closed) throw new Error('the SMS gateway is closed');
      const s = await bind();
      const { encoding, parts } = splitSms(text);
      const encode = encoding === 'gsm7' ? encodeGsm7 : encodeUcs2;
      const common = {
        ...senderAddress(options.sender),
        destination_addr: smsAddress(to),
        dest_addr_ton: 1,
        dest_addr_npi: 1,
        data_coding: DATA_CODING[encoding],
        registered_delivery: 0,
      };
      const messageIds: string[] = [];
      if (parts.length === 1) {
        messageIds.push(await submit(s, { ...common, short_message: encode(parts[0]!) }));
      } else {
        reference = (reference + 1) % 256;
        for (let i = 0; i < parts.length; i++) {
          const udh = Buffer.from([0x05, 0x00, 0x03, reference, parts.length, i + 1]);
          messageIds.push(
            await submit(s, {
              ...common,
              esm_class: ESM_UDHI,
              short_message: Buffer.concat([udh, encode(parts[i]!)]),
            }),
          );
        }
      }
      return { encoding, parts: parts.length, messageIds };
    },
    async close() {
      closed = true;
      const s = session;
      if (!s) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2000);
        s.unbind(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      drop('closed');
    },
  };
}

/**
 * Whether the SMS centre answers: connects, binds with the portal's credentials and unbinds again, sending nothing.
 * For the system check; rejects with the reason (refused bind, no connection, no answer within `timeoutMs`).
 */
export function checkSmpp(options: SmppOptions, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = smpp.connect({ url: options.url, auto_enquire_link_period: 0 });
    let settled = false;
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      s.removeAllListeners();
      s.on('error', () => {});
      s.destroy();
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error('the SMS centre did not answer')), timeoutMs);
    s.on('error', (err: Error) => finish(err));
    s.on('close', () => finish(new Error('closed')));
    s.on('connect', () => {
      s.bind_transceiver({ system_id: options.systemId, password: options.password }, (pdu: PDU) => {
        if (pdu.command_status !== 0) return finish(new Error(`bind refused (status ${pdu.command_status})`));
        s.unbind(() => finish());
      });
    });
  });
}
