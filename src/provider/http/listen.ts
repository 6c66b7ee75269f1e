/**
 * The provider's Node HTTP server: it listens on PROVIDER_HOST and PROVIDER_PORT with the timeouts and the
 * connection cap of docs/security.md#connections, and a failure to listen becomes the one line that names
 * the setting to change, instead of an unhandled 'error' event and its stack.
 */
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { Server } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import { SettingsError } from '../settings.ts';
import { capConnectionsPerAddress } from './connection-cap.ts';

/** The numbers docs/security.md#connections gives, with why. */
export const SERVER_LIMITS = {
  /** Request line and headers must arrive within this (Node's default: 60 s). */
  headersTimeoutMs: 10_000,
  /** The whole request, body included (Node's default: 300 s). */
  requestTimeoutMs: 30_000,
  /** An idle keep-alive connection is closed after this (Node's default: 5 s, a TV's poll interval). */
  keepAliveTimeoutMs: 30_000,
  /** How often Node checks the two request timeouts (its default, 30 s, would let each run 30 s late). */
  checkingIntervalMs: 1_000,
  /** Connections one address (IPv6: one /64) may hold open at once. */
  connectionsPerAddress: 100,
} as const;

/**
 * Peers the connection cap leaves alone: this machine itself, where a reverse proxy in front of the provider
 * carries everyone's connections (as do the benches' simulated TVs), whether or not it is listed in
 * PROVIDER_TRUST_PROXY; an account on the machine has easier ways to hurt the provider than connections.
 */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** What a listen error means for the person starting the provider; undefined for one nobody can fix. */
function listenError(err: NodeJS.ErrnoException, host: string, port: number): SettingsError | undefined {
  switch (err.code) {
    case 'EADDRINUSE':
      return new SettingsError(`PROVIDER_PORT: port ${port} is in use; choose a free one (0 picks one)`);
    case 'EACCES':
      return new SettingsError(
        `PROVIDER_PORT: port ${port} needs privileges this process does not have; choose one from 1024`,
      );
    case 'EADDRNOTAVAIL':
      return new SettingsError(`PROVIDER_HOST: ${host} is not an address of this machine`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new SettingsError(`PROVIDER_HOST: the host name ${host} does not resolve to an address`);
    default:
      return undefined;
  }
}

export interface ListenOptions {
  /** The node server's bindings (the connection, for the caller's address) go to the app with the request. */
  fetch: (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;
  host: string;
  port: number;
  /** Reverse proxies (PROVIDER_TRUST_PROXY): they carry everyone's connections, so they are not capped. */
  trustProxy: readonly string[];
}

/** Resolves once listening; rejects with a SettingsError when the host or port cannot be used. */
export function listen(options: ListenOptions): Promise<Server> {
  const { host, port } = options;
  return new Promise<Server>((resolve, reject) => {
    const fail = (err: NodeJS.ErrnoException): void => {
      reject(listenError(err, host, port) ?? err);
    };
    const server = serve(
      {
        fetch: options.fetch,
        hostname: host,
        port,
        serverOptions: {
          headersTimeout: SERVER_LIMITS.headersTimeoutMs,
          requestTimeout: SERVER_LIMITS.requestTimeoutMs,
          keepAliveTimeout: SERVER_LIMITS.keepAliveTimeoutMs,
          connectionsCheckingInterval: SERVER_LIMITS.checkingIntervalMs,
        },
      },
      () => {
        server.off('error', fail);
        resolve(server as Server);
      },
    );
    server.once('error', fail);
    const trusted = options.trustProxy;
    capConnectionsPerAddress(
      server,
      SERVER_LIMITS.connectionsPerAddress,
      (address) => trusted.includes(address) || LOOPBACK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4'),
    );
  });
}
