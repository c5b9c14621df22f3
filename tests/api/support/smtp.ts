/** A real SMTP server in the test process (the `smtp-server` package), recording what it accepts. */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  messageId: string | null;
  raw: string;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A port that was free a moment ago: for starting the SMTP server later on a port the portal already uses. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export function startSmtp(port: number, received: ReceivedMail[] = []): Promise<TestSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? null,
          raw,
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ port, received, close: () => new Promise<void>((r) => server.close(() => r())) }),
    );
  });
}

export interface RefusingSmtp {
  /** The recipients the server was asked to take, each refused. */
  refused: Set<string>;
  close(): Promise<void>;
}

/**
 * An SMTP server that refuses every recipient with a temporary failure (451), as a mail server that cannot take
 * mail for the moment does: the sender keeps the mail and tries again later. What it refused tells a test that
 * each mail was tried, without waiting for some time to pass.
 */
export function startRefusingSmtp(port: number): Promise<RefusingSmtp> {
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      refused.add(address.address);
      callback(Object.assign(new Error('Mailbox unavailable for the moment, try again later'), { responseCode: 451 }));
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ refused, close: () => new Promise<void>((r) => server.close(() => r())) }),
    );
  });
}
