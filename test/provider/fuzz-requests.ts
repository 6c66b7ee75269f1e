/**
 * Malformed requests for every endpoint of the provider, drawn from a seeded generator so that two runs
 * send the same requests and a failure names one that can be sent again.
 */
import { ROUTES } from './fuzz-routes.ts';

/** mulberry32: a small, well-mixed 32-bit generator; the same seed gives the same sequence. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const IDS = [
  'primary',
  'me',
  'alice@example.com',
  '1001',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2E%2E',
  '%00',
  '%E0%A4%A',
  '%',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  '99999999999999999999999',
  'NaN',
  '%F0%9F%98%80',
  'a'.repeat(3000),
  'derived:com.example:raw:1',
  'x_20260115T090000Z',
  'x_99999999T999999Z',
  '0-9007199254740993',
];

const VALUES: unknown[] = [
  '',
  ' ',
  'true',
  '-1',
  '0',
  '1e309',
  '-1e309',
  '99999999999999999999999',
  '9007199254740993',
  'NaN',
  'null',
  '2026-13-45T99:99:99Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '275760-09-13T00:00:00Z',
  '\u0000',
  '😀'.repeat(50),
  '\ud800',
  'a'.repeat(5000),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
  'EXRULE:FREQ=DAILY',
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0,
  0.5,
  true,
  null,
  [],
  {},
  [[[[[[]]]]]],
  { __proto__: { polluted: true } },
];

const KEYS = [
  'client_id',
  'client_secret',
  'scope',
  'device_code',
  'grant_type',
  'refresh_token',
  'token',
  'user_code',
  'code',
  'email',
  'password',
  'allow',
  'deny',
  'csrf',
  'timeMin',
  'timeMax',
  'maxResults',
  'pageToken',
  'syncToken',
  'q',
  'singleEvents',
  'orderBy',
  'showDeleted',
  'timeZone',
  'originalStart',
  'destination',
  'text',
  'id',
  'part',
  'mine',
  'startTimeNanos',
  'endTimeNanos',
  'startTime',
  'endTime',
  'summary',
  'start',
  'end',
  'recurrence',
  'items',
  'aggregateBy',
  'bucketByTime',
  'startTimeMillis',
  'endTimeMillis',
  'dataStreamId',
  'dataTypeName',
  'volumeId',
  'volumePosition',
  'startIndex',
  'shelf',
  'role',
  'address',
  'type',
  'expiration',
  'calendarId',
  'colorRgbFormat',
  'iCalUID',
  'eventTypes',
  '__proto__',
  'constructor',
];

/** Builds requests from `random`; `token` is alice's access token, sent with most of them. */
export function fuzzRequests(random: () => number, count: number, token: string): FuzzRequest[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
  const record = (): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const n = Math.floor(random() * 6);
    for (let i = 0; i < n; i++) out[pick(KEYS)] = random() < 0.2 ? record() : pick(VALUES);
    return out;
  };
  const jsonBody = (): string => {
    const r = random();
    if (r < 0.15) return pick(['{', '{"a":', '[1,2', 'null', '"x"', '1e309', '{"a":1}}', '\u0000', '']);
    if (r < 0.25) return JSON.stringify(pick(VALUES));
    if (r < 0.3) return '['.repeat(5000) + ']'.repeat(5000);
    return JSON.stringify(record());
  };
  const formBody = (): string => {
    if (random() < 0.15) return pick(['%', '%E0%A4%A=1', '&&&', '=', 'a=%ZZ', '{"client_id":"demo-tv"}']);
    const params = new URLSearchParams();
    if (random() < 0.5) params.append('client_id', pick(['demo-tv', 'demo-web', 'nobody', '']));
    for (const [k, v] of Object.entries(record())) params.append(k, text(v));
    return params.toString();
  };
  const query = (): string => {
    const params = new URLSearchParams();
    const n = Math.floor(random() * 5);
    for (let i = 0; i < n; i++) params.append(pick(KEYS), text(pick(VALUES)));
    const s = params.toString();
    return s === '' ? '' : `?${s}`;
  };
  const out: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    const [routeMethod, template, kind] = pick(ROUTES);
    const method = random() < 0.1 ? pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) : routeMethod;
    const path = template.replace(/\{id\}/g, () => pick(IDS)) + query();
    const headers: Record<string, string> = {};
    const t = random();
    if (t < 0.7) headers.Authorization = `Bearer ${token}`;
    else if (t < 0.8)
      headers.Authorization = pick(['Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', `Bearer ${'x'.repeat(9000)}`]);
    else if (t < 0.9) headers.Authorization = `Bearer ${token.slice(0, -1)}`;
    let body: string | undefined;
    if (method !== 'GET' && method !== 'OPTIONS' && random() < 0.9) {
      const asForm = kind === 'form' ? random() < 0.85 : random() < 0.1;
      body = asForm ? formBody() : jsonBody();
      const type =
        random() < 0.1
          ? pick(['text/plain', 'application/json; charset=utf-16', 'multipart/form-data'])
          : undefined;
      headers['Content-Type'] = type ?? (asForm ? 'application/x-www-form-urlencoded' : 'application/json');
    }
    if (random() < 0.05) headers['If-Match'] = pick(['*', '"1"', 'garbage', '']);
    out.push(body === undefined ? { method, path, headers } : { method, path, headers, body });
  }
  return out;
}
