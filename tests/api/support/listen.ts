/** Starts a test server on a free port of 127.0.0.1 and gives the port. */
import type net from 'node:net';

export function listen(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
}
