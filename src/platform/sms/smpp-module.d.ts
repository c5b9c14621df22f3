/** The parts of the `smpp` package (0.5, no bundled types) the gateway and its tests use. */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export class PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(fields?: Record<string, unknown>): PDU;
  }

  export class Session extends EventEmitter {
    send(pdu: PDU, responseCallback?: (pdu: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver(fields: Record<string, unknown>, callback?: (pdu: PDU) => void): boolean;
    submit_sm(fields: Record<string, unknown>, callback?: (pdu: PDU) => void): boolean;
    enquire_link(fields?: Record<string, unknown>, callback?: (pdu: PDU) => void): boolean;
    unbind(callback?: (pdu: PDU) => void): boolean;
    [command: string]: unknown;
  }

  export class Server extends NetServer {}

  export function connect(options: Record<string, unknown>, listener?: () => void): Session;
  export function createServer(options: Record<string, unknown>, listener: (session: Session) => void): Server;
  export function createServer(listener: (session: Session) => void): Server;

  const smpp: {
    connect: typeof connect;
    createServer: typeof createServer;
    Session: typeof Session;
    PDU: typeof PDU;
  };
  export default smpp;
}
