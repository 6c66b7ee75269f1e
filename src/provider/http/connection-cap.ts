/**
 * A cap on the connections one address holds open at once (docs/security.md#connections). Without it one
 * host can hold every socket the process may open, idle or sending a byte at a time; the per-request limits
 * only count requests that arrive. An IPv6 peer counts by its /64, as the other per-address limits do.
 */
import type { Server } from 'node:net';
import { addressGroup } from './client-address.ts';

/** `::ffff:192.0.2.1` is 192.0.2.1, as the other per-address limits count it. */
const unmapped = (peer: string): string =>
  peer.startsWith('::ffff:') && peer.includes('.') ? peer.slice(7) : peer;

/**
 * Destroys each connection past `cap` from one address (or IPv6 /64) as it is accepted, before a byte of it
 * is read; `exempt` names peers never capped (the caller's reason: they carry other people's connections).
 */
export function capConnectionsPerAddress(
  server: Server,
  cap: number,
  exempt: (address: string) => boolean,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    // No address: the peer has already gone.
    if (socket.remoteAddress === undefined) return;
    const address = unmapped(socket.remoteAddress);
    if (exempt(address)) return;
    const key = addressGroup(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
