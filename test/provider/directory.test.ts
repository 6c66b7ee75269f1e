/** The API directory (docs/bidding.md#the-api-directory) and PROVIDER_MODULES. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import type { DirectoryList } from '../../src/provider/directory/service.ts';
import { createProvider, type Provider } from '../../src/provider/server.ts';
import { MODULE_NAMES, SettingsError, settingsFromEnv } from '../../src/provider/settings.ts';

const ORIGIN = 'http://tv.example:8787';
const ALL = [
  'calendar:v3',
  'fitness:v1',
  'books:v1',
  'video:v3',
  'realtimebidding:v1',
  'searchads:v2',
  'compute:v1',
];

async function provider(modules?: string[]): Promise<Provider> {
  return createProvider({
    settings: { dbPath: ':memory:', publicUrl: ORIGIN, demo: true, ...(modules ? { modules } : {}) },
  });
}

async function list(
  p: Provider,
  query = '',
): Promise<{ status: number; body: DirectoryList; headers: Headers }> {
  const res = await p.app.request(`/explorey/v1/apis${query}`, { headers: { Origin: 'null' } });
  return { status: res.status, body: (await res.json()) as DirectoryList, headers: res.headers };
}

describe('the API directory', () => {
  let all: Provider;
  before(async () => {
    all = await provider();
  });
  after(() => all.db.close());

  test('lists exactly the served APIs in the Discovery list shape, with no token, and CORS', async () => {
    const res = await list(all);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), 'null');
    assert.equal(res.body.kind, 'discovery#directoryList');
    assert.equal(res.body.discoveryVersion, 'v1');
    assert.deepEqual(
      res.body.items.map((item) => item.id),
      ALL,
    );
    const rtb = res.body.items.find((item) => item.name === 'realtimebidding');
    assert.deepEqual(rtb, {
      kind: 'discovery#directoryItem',
      id: 'realtimebidding:v1',
      name: 'realtimebidding',
      version: 'v1',
      title: 'Real-time Bidding API',
      description: rtb?.description,
      discoveryRestUrl: `${ORIGIN}/explorey/v1/apis/realtimebidding/v1/rest`,
      preferred: true,
      rootUrl: `${ORIGIN}/`,
    });
    for (const item of res.body.items) {
      assert.equal(item.kind, 'discovery#directoryItem');
      assert.equal(item.id, `${item.name}:${item.version}`);
      assert.ok(item.title.length > 0 && item.description.length > 0);
    }
  });

  test('filters by name and preferred; a bad preferred is 400', async () => {
    assert.deepEqual(
      (await list(all, '?name=calendar')).body.items.map((item) => item.id),
      ['calendar:v3'],
    );
    assert.deepEqual((await list(all, '?name=nothing')).body.items, []);
    assert.deepEqual(
      (await list(all, '?preferred=true')).body.items.map((item) => item.id),
      ALL,
    );
    assert.equal((await list(all, '?preferred=false')).body.items.length, ALL.length);
    const bad = await list(all, '?preferred=yes');
    assert.equal(bad.status, 400);
    assert.equal((bad.body as unknown as { error: { code: number } }).error.code, 400);
    assert.equal((await list(all, '?name=a&name=b')).status, 400);
  });

  test('an item’s discoveryRestUrl answers its Discovery document, with no token; an API served nowhere is 404', async () => {
    const res = await all.app.request('/explorey/v1/apis/books/v1/rest', { headers: { Origin: 'null' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), 'null');
    const doc = (await res.json()) as Record<string, unknown>;
    assert.deepEqual(
      [doc.kind, doc.discoveryVersion, doc.id, doc.rootUrl, doc.servicePath, doc.baseUrl],
      ['discovery#restDescription', 'v1', 'books:v1', `${ORIGIN}/`, 'books/v1/', `${ORIGIN}/books/v1/`],
    );
    const missing = await all.app.request('/explorey/v1/apis/books/v9/rest');
    assert.equal(missing.status, 404);
    const message = 'No API books v9 is served here.';
    assert.deepEqual(await missing.json(), {
      error: {
        code: 404,
        message,
        errors: [{ domain: 'global', reason: 'notFound', message }],
        status: 'NOT_FOUND',
      },
    });
  });

  test('every API module is named by PROVIDER_MODULES', () => {
    assert.deepEqual([...MODULE_NAMES].sort(), [
      'books',
      'calendar',
      'compute',
      'fitness',
      'realtimebidding',
      'searchads',
      'video',
    ]);
  });
});

describe('PROVIDER_MODULES', () => {
  test('a module switched off leaves the directory and its routes answer 404', async () => {
    const p = await provider(['calendar', 'books']);
    try {
      assert.deepEqual(
        (await list(p)).body.items.map((item) => item.id),
        ['calendar:v3', 'books:v1'],
      );
      const rtb = await p.app.request('/realtimebidding/v1/bidders');
      assert.equal(rtb.status, 404);
      assert.equal(((await rtb.json()) as { error: { code: number } }).error.code, 404);
      assert.equal((await p.app.request('/video/v3/channels?mine=true')).status, 404);
      assert.equal((await p.app.request('/explorey/v1/apis/realtimebidding/v1/rest')).status, 404);
      assert.equal((await p.app.request('/explorey/v1/apis/books/v1/rest')).status, 200);
      // The authorization server is always on.
      assert.equal((await p.app.request('/.well-known/openid-configuration')).status, 200);
      assert.equal((await p.app.request('/calendar/v3/colors')).status, 401);
    } finally {
      p.db.close();
    }
  });

  test('read from the environment: a list, empty meaning all, an unknown name refused', () => {
    assert.deepEqual(settingsFromEnv({ PROVIDER_MODULES: ' books , realtimebidding' }).modules, [
      'books',
      'realtimebidding',
    ]);
    assert.deepEqual(settingsFromEnv({}).modules, [...MODULE_NAMES]);
    assert.deepEqual(settingsFromEnv({ PROVIDER_MODULES: '' }).modules, [...MODULE_NAMES]);
    assert.throws(
      () => settingsFromEnv({ PROVIDER_MODULES: 'calendar,oauth' }),
      (err: unknown) =>
        err instanceof SettingsError &&
        /^PROVIDER_MODULES must be a comma-separated list of calendar, fitness, books, video, realtimebidding/.test(
          err.message,
        ),
    );
  });

  test('given in code, an unknown name is refused too', async () => {
    await assert.rejects(provider(['nope']), SettingsError);
  });

  test('the provider stops with one line naming the variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/provider/main.ts'], {
      env: { ...process.env, PROVIDER_DB: ':memory:', PROVIDER_PORT: '0', PROVIDER_MODULES: 'calendar,nope' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.match(
      run.stderr,
      /^provider: PROVIDER_MODULES must be a comma-separated list of .*, not "calendar,nope"\n$/,
    );
  });
});
