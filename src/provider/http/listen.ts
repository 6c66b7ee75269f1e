/**
 * The provider's Node HTTP server: it listens on PROVIDER_HOST and PROVIDER_PORT, and a failure to listen
 * becomes the one line that names the setting to change, instead of an unhandled 'error' event and its stack.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { SettingsError } from '../settings.ts';

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
  fetch: (request: Request) => Response | Promise<Response>;
  host: string;
  port: number;
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
      },
      () => {
        server.off('error', fail);
        resolve(server as Server);
      },
    );
    server.once('error', fail);
  });
}
