/** Requests on a connection of their own, for the stop tests: fetch would reuse a kept-alive one. */
import { get as httpGet } from 'node:http';

/** A GET of /healthz on a connection of its own (fetch would reuse a kept-alive one). */
export function newConnection(origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(`${origin}/healthz`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}
