/**
 * What anyone may send the provider without an account, each at the largest size it accepts: the abuse
 * bench (abuse.ts) times each one beside a discovery request. Sizes are the provider's own limits: 1 MiB
 * bodies (http/body-limit.ts), 2,048-character searches, 8 KiB tokens in a header (Node's header limit is
 * 16 KiB in all).
 */
import { ALL_SCOPES } from '../src/shared/scopes.ts';

export interface AbuseRequest {
  name: string;
  /** Builds the request; may first fetch what it needs (a page's session cookie and form token). */
  build(origin: string): Promise<{ url: string; init: RequestInit }>;
}

const MIB = 1024 * 1024;
/** Just under the body limit, so that the body is read whole rather than refused by its length. */
const BODY = MIB - 4096;
const HEADER_TOKEN = 'x'.repeat(8 * 1024);

const form = (fields: Record<string, string>, cookie?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    ...(cookie === undefined ? {} : { Cookie: cookie }),
  },
  body: new URLSearchParams(fields).toString(),
});

/** A value that fills a form to about `bytes` once encoded. */
const filler = (bytes: number, unit = 'a'): string => unit.repeat(Math.floor(bytes / unit.length));

/** Scope names until the string is about `bytes` long: every one valid, most repeated. */
const scopeFiller = (bytes: number): string => {
  const names: string[] = [];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const name = ALL_SCOPES[i % ALL_SCOPES.length] ?? 'openid';
    names.push(name);
    length += name.length + 1;
  }
  return names.join(' ');
};

/** A page session: its cookie and the form token of `path`'s form. */
async function pageSession(origin: string, path: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${origin}${path}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const csrf = /name="csrf" value="([^"]+)"/.exec(await res.text())?.[1] ?? '';
  return { cookie, csrf };
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => ({
  build: (origin: string) => Promise.resolve({ url: `${origin}${path}`, init: { method, headers } }),
});

const post = (path: string, init: RequestInit) => ({
  build: (origin: string) => Promise.resolve({ url: `${origin}${path}`, init }),
});

const letters = 'abcdefghijklmnopqrstuvwxyz';
const twoLetterWords = Array.from(
  { length: 682 },
  (_, i) => `${letters[i % 26]}${letters[Math.floor(i / 26) % 26]}`,
)
  .join(' ')
  .slice(0, 2048);
const everyVolumeWords = 'is by in a fir firs first pub publ publi publis publish publishe published';
const bearer = { Authorization: `Bearer ${HEADER_TOKEN}` };

export const ABUSE_REQUESTS: readonly AbuseRequest[] = [
  { name: 'GET /device/code with no body', ...get('/device/code') },
  {
    name: 'POST /device/code, 1 MiB of valid scopes',
    ...post(
      '/device/code',
      form({ client_id: 'demo-tv', client_secret: 'demo-tv-secret', scope: scopeFiller(BODY) }),
    ),
  },
  {
    name: 'POST /token, a 1 MiB device code',
    ...post(
      '/token',
      form({
        client_id: 'demo-tv',
        client_secret: 'demo-tv-secret',
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        code: filler(BODY),
      }),
    ),
  },
  {
    name: 'POST /token, a 1 MiB refresh token',
    ...post(
      '/token',
      form({
        client_id: 'demo-tv',
        client_secret: 'demo-tv-secret',
        grant_type: 'refresh_token',
        refresh_token: filler(BODY),
      }),
    ),
  },
  {
    name: 'POST /token, a 1 MiB client secret',
    ...post('/token', form({ client_id: 'demo-tv', client_secret: filler(BODY) })),
  },
  { name: 'POST /revoke, a 1 MiB token', ...post('/revoke', form({ token: filler(BODY) })) },
  { name: 'GET /device?user_code= of 8 KiB', ...get(`/device?user_code=${filler(8 * 1024, 'B')}`) },
  {
    name: 'POST /device, a 1 MiB user code',
    build: async (origin) => {
      const { cookie, csrf } = await pageSession(origin, '/device');
      return { url: `${origin}/device`, init: form({ csrf, user_code: filler(BODY, 'B') }, cookie) };
    },
  },
  {
    name: 'POST /device/signin, a wrong 1 MiB password',
    build: async (origin) => {
      const { cookie, csrf } = await pageSession(origin, '/device/signin');
      return {
        url: `${origin}/device/signin`,
        init: form({ csrf, email: 'alice@example.com', password: filler(BODY) }, cookie),
      };
    },
  },
  {
    name: 'GET /books/v1/volumes?q= 1,020 × "a"',
    ...get(`/books/v1/volumes?q=${Array(1020).fill('a').join('+')}`),
  },
  {
    name: 'GET /books/v1/volumes?q= 682 two-letter words',
    ...get(`/books/v1/volumes?q=${encodeURIComponent(twoLetterWords)}`),
  },
  {
    name: 'GET /books/v1/volumes?q= 14 words in every volume, 40 results',
    ...get(`/books/v1/volumes?maxResults=40&q=${encodeURIComponent(everyVolumeWords)}`),
  },
  {
    name: 'GET /books/v1/users/1001/bookshelves/0/volumes, 40',
    ...get('/books/v1/users/1001/bookshelves/0/volumes?maxResults=40'),
  },
  { name: 'GET /explorey/v1/apis', ...get('/explorey/v1/apis') },
  { name: 'GET /.well-known/jwks.json', ...get('/.well-known/jwks.json') },
  { name: 'GET /.well-known/risc-configuration', ...get('/.well-known/risc-configuration') },
  { name: 'GET /userinfo, an 8 KiB bearer token', ...get('/userinfo', bearer) },
  { name: 'GET calendar list, an 8 KiB bearer token', ...get('/calendar/v3/users/me/calendarList', bearer) },
  {
    name: 'POST calendar event, 1 MiB JSON, an 8 KiB bearer token',
    ...post('/calendar/v3/calendars/primary/events', {
      method: 'POST',
      headers: { ...bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ summary: filler(BODY - 64) }),
    }),
  },
  {
    name: 'OPTIONS preflight, 8 KiB of requested headers',
    ...get(
      '/calendar/v3/users/me/calendarList',
      {
        Origin: 'http://tv.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': Array(800).fill('x-a').join(','),
      },
      'OPTIONS',
    ),
  },
  { name: 'GET /account without a session', ...get('/account') },
  { name: 'GET an 8 KiB unknown address', ...get(`/${filler(8 * 1024, 'z')}`) },
];
