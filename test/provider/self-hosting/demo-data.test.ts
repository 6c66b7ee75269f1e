/**
 * Demo data only where it belongs (docs/operating.md#demo-data): a new database gets it with
 * PROVIDER_DEMO=1 and says so at every start; a database made before the choice was recorded keeps its demo
 * data and is known as a demo database; one made without it never gets it later.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { DEMO_LINE } from '../../../src/provider/launch.ts';
import { Deployment } from './deployment.ts';

/** The lines `npm run provider` prints on start, up to and with the demo line if it comes. */
function startLines(env: Record<string, string>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/provider/main.ts'], {
      env: {
        ...process.env,
        PROVIDER_DB: ':memory:',
        PROVIDER_HOST: '127.0.0.1',
        PROVIDER_PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.includes(`${DEMO_LINE}\n`)) child.kill('SIGTERM');
    });
    child.on('error', reject);
    child.on('close', () => {
      // The lines for people; the request and migration log shares stdout as one JSON object a line.
      resolve(out.split('\n').filter((line) => line !== '' && !line.startsWith('{')));
    });
  });
}

test('a demo database says so in the line after the listening line', async () => {
  const lines = await startLines({ PROVIDER_DEMO: '1', PROVIDER_DATABASE_URL: '' });
  assert.match(lines[0] ?? '', /^provider listening on http:\/\/127\.0\.0\.1:\d+$/);
  assert.equal(lines[1], DEMO_LINE);
  assert.match(DEMO_LINE, /^ {2}demo database: .*published secrets and passwords/);
});

test('a demo database made before the choice was recorded stays one: nothing added, nothing lost', async () => {
  const d = await Deployment.start({ PROVIDER_DEMO: '1' });
  try {
    assert.equal(d.provider.demo, true);
    const sql = d.provider.sql;
    const people = await sql.prepare('SELECT count(*) FROM oauth_users').value<number>();
    // What a database of the release before looks like: no marker, and its migration never applied.
    await sql.prepare("DELETE FROM schema_migrations WHERE id = 'oauth-009-demo-marker'").run();
    await sql.prepare('DROP TABLE oauth_demo_data').run();
    await d.restart({ demo: false });
    assert.equal(d.provider.demo, true);
    assert.equal(await d.provider.sql.prepare('SELECT count(*) FROM oauth_users').value<number>(), people);
    const code = await d.form('/device/code', { client_id: 'demo-tv', scope: 'openid' });
    assert.equal(code.status, 200);
  } finally {
    await d.close();
  }
});

test('a database made without demo data never gets it, whatever PROVIDER_DEMO says later', async () => {
  const d = await Deployment.start();
  try {
    await d.restart({ demo: true });
    assert.equal(d.provider.demo, false);
    assert.equal(await d.provider.sql.prepare('SELECT count(*) FROM oauth_clients').value<number>(), 0);
  } finally {
    await d.close();
  }
});
