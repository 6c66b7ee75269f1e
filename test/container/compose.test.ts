/**
 * compose.yaml and deploy/haproxy.cfg (docs/operating.md#a-fleet-behind-haproxy): valid against the Compose
 * specification's JSON schema (the copy the dclint package ships; nothing is fetched), PostgreSQL, three
 * replicas and HAProxy in front of them, the replicas trusting HAProxy's address alone; and the HAProxy
 * configuration accepted by HAProxy itself where it is installed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';

const ROOT = new URL('../..', import.meta.url).pathname;
const schemaPath = join(
  dirname(createRequire(import.meta.url).resolve('dclint/package.json')),
  'schemas/compose.schema.json',
);
const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as { $schema?: string };
// Draft 7, named by its https address; Ajv knows it as http://json-schema.org/draft-07/schema.
assert.equal(schema.$schema, 'https://json-schema.org/draft-07/schema');
delete schema.$schema;
const validator = new Ajv({ allErrors: true, strict: false }).compile(schema);

/** The file as Compose reads it: YAML with merge keys. */
const compose = (text: string): unknown => parse(text, { merge: true }) as unknown;
const COMPOSE = readFileSync(join(ROOT, 'compose.yaml'), 'utf8');
const HAPROXY = readFileSync(join(ROOT, 'deploy/haproxy.cfg'), 'utf8');

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}

test('compose.yaml is valid against the Compose specification, which refuses a wrong one', () => {
  assert.equal(validator(compose(COMPOSE)), true, JSON.stringify(validator.errors, null, 1));
  assert.equal(validator(compose('services:\n  web:\n    image: 1\n    restart: sometimes\n')), false);
  assert.equal(validator(compose('services:\n  web:\n    ports: 8080\n')), false);
});

test('PostgreSQL, three replicas of the image, and HAProxy in front, the only one published', () => {
  const { services } = compose(COMPOSE) as { services: Record<string, Service> };
  assert.deepEqual(Object.keys(services).sort(), [
    'haproxy',
    'postgres',
    'replica-1',
    'replica-2',
    'replica-3',
  ]);
  const haproxy = services.haproxy;
  assert.ok(haproxy !== undefined);
  const address = (haproxy.networks as Record<string, { ipv4_address?: string }>).front?.ipv4_address;
  assert.equal(address, '172.28.0.10');
  assert.deepEqual(haproxy.ports, ['8080:8080']);
  assert.deepEqual(haproxy.volumes, ['./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro']);
  for (const name of ['replica-1', 'replica-2', 'replica-3']) {
    const replica = services[name];
    assert.ok(replica !== undefined, name);
    const env = replica.environment ?? {};
    assert.equal(replica.build, '.', name);
    assert.equal(replica.ports, undefined, `${name} is reached through HAProxy only`);
    assert.equal(env.PROVIDER_TRUST_PROXY, address, `${name} trusts HAProxy alone`);
    assert.match(env.PROVIDER_DATABASE_URL ?? '', /^postgres:\/\/provider:.*@postgres:5432\/provider$/);
  }
  // HAProxy sends each client's address, probes /readyz, and knows the three replicas by name.
  assert.match(HAPROXY, /^\s+option forwardfor$/m);
  assert.match(HAPROXY, /^\s+option httpchk GET \/readyz$/m);
  assert.deepEqual(
    [...HAPROXY.matchAll(/^\s+server (\S+) (\S+)$/gm)].map(([, name, at]) => `${name} ${at}`),
    ['replica-1 replica-1:8787', 'replica-2 replica-2:8787', 'replica-3 replica-3:8787'],
  );
});

const haproxy = spawnSync('haproxy', ['-v']).status === 0;

test('HAProxy accepts deploy/haproxy.cfg', { skip: haproxy ? false : 'HAProxy is not installed' }, () => {
  const check = spawnSync('haproxy', ['-c', '-f', join(ROOT, 'deploy/haproxy.cfg')], { encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
  assert.match(check.stdout, /Configuration file is valid/);
});
