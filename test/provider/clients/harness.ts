/**
 * Google's generated Node clients (`googleapis` 178) against a real provider on a free port, signed in through
 * the device flow as a TV would be. The clients are used unchanged: the only thing this harness changes is the
 * first segment of three paths, where the provider serves a public API under a word of its own
 * (docs/provider.md#googles-generated-clients). Every request is counted, so a test file can say how many calls
 * it made.
 */
import { auth as googleAuth } from 'googleapis/build/src/apis/calendar/index.js';
import { Harness } from '../oauth/harness.ts';

/** The public API's path prefix, and the provider's. */
export const RENAMED_PATHS: readonly (readonly [string, string])[] = [
  ['/doubleclicksearch/v2/', '/searchads/v2/'],
  ['/discovery/v1/', '/explorey/v1/'],
  ['/youtube/v3/', '/video/v3/'],
];

/** What every generated client is built with: the provider as its root, a signed-in person's token. */
export interface ClientOptions {
  rootUrl: string;
  auth: InstanceType<typeof googleAuth.OAuth2>;
  fetchImplementation: typeof fetch;
}

export class ClientHarness {
  private constructor(
    readonly provider: Harness,
    readonly options: ClientOptions,
    /** `METHOD /path` of every request the clients sent, in order. */
    readonly calls: readonly string[],
  ) {}

  /** A provider with its demo data, and `email` signed in with these scopes. */
  static async start(scopes: readonly string[], email = 'alice@example.com'): Promise<ClientHarness> {
    const provider = await Harness.start();
    // The clients act as apps of every API, wider than the demo TV's own scope list.
    await provider.allowEveryScope();
    const password = email.split('@')[0] ?? '';
    const token = await provider.signedIn({ scope: scopes.join(' '), email, password });
    const oauth = new googleAuth.OAuth2();
    oauth.setCredentials({ access_token: token.access_token });
    const calls: string[] = [];
    const send: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      url.pathname = providerPath(url.pathname);
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      return fetch(url, init);
    };
    return new ClientHarness(
      provider,
      { rootUrl: `${provider.origin}/`, auth: oauth, fetchImplementation: send },
      calls,
    );
  }

  get origin(): string {
    return this.provider.origin;
  }

  close(): Promise<void> {
    return this.provider.close();
  }
}

/** The provider's path for a public API's path. */
export function providerPath(path: string): string {
  for (const [published, served] of RENAMED_PATHS) {
    if (path.startsWith(published)) return served + path.slice(published.length);
  }
  return path;
}
