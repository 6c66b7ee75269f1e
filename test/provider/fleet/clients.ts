/**
 * How the fleet's TVs and phones (tv-fleet.ts) talk to HAProxy: a TV's form POST over its own agent (bound
 * to its own loopback address), and the pages' browser; each answer carries the replica that gave it.
 */
import { request, type Agent } from 'node:http';
import { PageBrowser, type Page } from '../oauth/browser.ts';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** X-Served-By: the replica HAProxy sent the request to; `haproxy` when it answered itself. */
  servedBy: string;
}

/** Why a request got no answer: the connection's error code. */
export interface Failed {
  failed: string;
}

/** A form POST on `agent` (bound to the TV's own address); `{failed}` when the connection failed. */
export function post(
  agent: Agent,
  origin: URL,
  path: string,
  fields: Record<string, string>,
): Promise<Answer | Failed> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve) => {
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // HAProxy's own error pages are HTML.
          }
          resolve({
            status: res.statusCode ?? 0,
            body: parsed,
            servedBy: String(res.headers['x-served-by'] ?? 'haproxy'),
          });
        });
        res.on('error', (err: NodeJS.ErrnoException) => {
          resolve({ failed: err.code ?? err.message });
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      resolve({ failed: err.code ?? err.message });
    });
    req.end(body);
  });
}

/** The pages' browser through HAProxy, each answer counted; a failed connection is thrown, as usual. */
export class CountingBrowser extends PageBrowser {
  constructor(
    origin: string,
    private readonly count: (answer: Pick<Answer, 'status' | 'servedBy'> | Failed, path: string) => void,
  ) {
    super(origin);
  }

  override async get(path: string): Promise<Page> {
    return this.#counted(super.get(path), path);
  }

  override async post(path: string, fields: Record<string, string | string[]>): Promise<Page> {
    return this.#counted(super.post(path, fields), path);
  }

  async #counted(page: Promise<Page>, path: string): Promise<Page> {
    try {
      const answer = await page;
      this.count({ status: answer.status, servedBy: answer.headers.get('X-Served-By') ?? 'haproxy' }, path);
      return answer;
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause;
      this.count({ failed: cause?.code ?? String(err) }, path);
      throw err;
    }
  }
}
