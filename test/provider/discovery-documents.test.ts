/**
 * Every directory item's `discoveryRestUrl` answers the Discovery document of what the provider serves
 * (docs/provider.md#discovery-documents): its methods are exactly the routes of the module's table, each at
 * its path with its HTTP method, parameters, scopes and schemas, so the two cannot drift apart.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_MODULES } from '../../src/provider/api-modules.ts';
import type { DirectoryList } from '../../src/provider/directory/service.ts';
import type { RestDescription } from '../../src/provider/directory/rest-description.ts';
import type { RestMethod, RestResource } from '../../src/provider/directory/rest-methods.ts';
import { descriptionOf } from '../../src/provider/http/input-description.ts';
import { listRoutes } from '../../src/provider/route.ts';
import { createProvider, type Provider } from '../../src/provider/server.ts';
import { SCOPES } from '../../src/shared/scopes.ts';

const ORIGIN = 'http://tv.example:8787';

/** Every method of a document, with the resource path that holds it (`mylibrary.bookshelves.list`). */
function methodsOf(resource: RestResource, prefix = ''): Map<string, RestMethod> {
  const found = new Map<string, RestMethod>();
  for (const [name, method] of Object.entries(resource.methods ?? {})) found.set(`${prefix}${name}`, method);
  for (const [name, child] of Object.entries(resource.resources ?? {})) {
    for (const [key, method] of methodsOf(child, `${prefix}${name}.`)) found.set(key, method);
  }
  return found;
}

/** Every `$ref` anywhere in `value`. */
function refsIn(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

describe('the Discovery documents of the directory', () => {
  let provider: Provider;
  const documents = new Map<string, RestDescription>();
  before(async () => {
    provider = await createProvider({ settings: { dbPath: ':memory:', publicUrl: ORIGIN, demo: false } });
    const list = (await (await provider.app.request('/explorey/v1/apis')).json()) as DirectoryList;
    for (const item of list.items) {
      const res = await provider.app.request(item.discoveryRestUrl.slice(ORIGIN.length));
      assert.equal(res.status, 200, item.discoveryRestUrl);
      documents.set(item.id, (await res.json()) as RestDescription);
    }
  });
  after(() => provider.db.close());

  test('every item answers a document of its own API, rooted at the provider', () => {
    assert.equal(documents.size, 7);
    for (const module of API_MODULES) {
      const api = module.api;
      assert.ok(api);
      const doc = documents.get(`${api.name}:${api.version}`);
      assert.ok(doc, module.name);
      assert.equal(doc.kind, 'discovery#restDescription');
      assert.equal(doc.discoveryVersion, 'v1');
      assert.deepEqual(
        [doc.id, doc.name, doc.version, doc.title, doc.protocol],
        [`${api.name}:${api.version}`, api.name, api.version, api.title, 'rest'],
      );
      assert.equal(doc.rootUrl, `${ORIGIN}/`);
      assert.equal(doc.servicePath, `${module.mount.slice(1)}/`);
      assert.equal(doc.baseUrl, `${ORIGIN}${module.mount}/`);
    }
  });

  test('the methods are the routes served: ids, HTTP methods and paths', () => {
    for (const module of API_MODULES) {
      const doc = documents.get(`${module.api?.name}:${module.api?.version}`);
      assert.ok(doc);
      const served = listRoutes([module]).filter((route) => route.discovery !== false);
      const methods = [...methodsOf(doc).values()];
      assert.deepEqual(
        methods.map((m) => `${m.httpMethod} /${doc.servicePath}${m.path} ${m.id}`).sort(),
        served.map((route) => `${route.method} ${route.path} ${route.id}`).sort(),
        module.name,
      );
      // The id past its first word places the method: `books.mylibrary.bookshelves.list`.
      for (const [place, method] of methodsOf(doc)) assert.equal(method.id.replace(/^\w+\./, ''), place);
    }
  });

  test('every path parameter is declared, required and first in the order; every reader says what it reads', () => {
    for (const module of API_MODULES) {
      for (const route of module.routes.filter((r) => r.discovery !== false)) {
        assert.equal(
          descriptionOf(route.input).undescribed,
          undefined,
          `${route.id} reads what it does not say`,
        );
      }
      const doc = documents.get(`${module.api?.name}:${module.api?.version}`);
      assert.ok(doc);
      for (const method of methodsOf(doc).values()) {
        const inPath = [...method.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
        assert.deepEqual(method.parameterOrder.slice(0, inPath.length), inPath, method.id);
        for (const name of inPath) {
          assert.equal(method.parameters[name]?.location, 'path', `${method.id} ${name}`);
          assert.equal(method.parameters[name].required, true, `${method.id} ${name}`);
        }
        for (const name of method.parameterOrder.slice(inPath.length)) {
          assert.equal(method.parameters[name]?.location, 'query', `${method.id} ${name}`);
          assert.equal(method.parameters[name].required, true, `${method.id} ${name}`);
        }
      }
    }
  });

  test('parameters and bodies are what the readers’ decoders accept', () => {
    const books = documents.get('books:v1');
    const search = books?.resources?.['volumes']?.methods?.['list'];
    assert.ok(search);
    assert.deepEqual(search.parameters['q'], { type: 'string', location: 'query', required: true });
    assert.deepEqual(search.parameters['maxResults'], {
      type: 'integer',
      format: 'int32',
      minimum: '0',
      maximum: '40',
      default: '10',
      location: 'query',
    });
    assert.deepEqual(search.parameters['projection'], {
      type: 'string',
      enum: ['full', 'lite'],
      default: 'full',
      location: 'query',
    });
    assert.deepEqual(search.parameterOrder, ['q']);
    assert.equal(search.response?.$ref, 'Volumes');
    assert.equal(books.schemas['Volume']?.properties?.['volumeInfo']?.properties?.['title']?.type, 'string');

    const compute = documents.get('compute:v1');
    const deprecate = compute?.resources?.['images']?.methods?.['deprecate'];
    assert.ok(deprecate);
    assert.deepEqual(deprecate.parameterOrder, ['project', 'image']);
    assert.deepEqual(deprecate.parameters['requestId'], { type: 'string', location: 'query' });
    assert.deepEqual([deprecate.request?.$ref, deprecate.response?.$ref], ['DeprecationStatus', 'Operation']);
    assert.deepEqual(compute.schemas['DeprecationStatus']?.properties?.['state']?.enum, [
      'ACTIVE',
      'DEPRECATED',
      'OBSOLETE',
      'DELETED',
    ]);
    assert.deepEqual(deprecate.scopes, [SCOPES.compute, SCOPES.cloudPlatform]);

    const events = documents.get('calendar:v3')?.resources?.['events']?.methods?.['list'];
    assert.deepEqual(events?.parameters['eventTypes']?.repeated, true);
    assert.deepEqual(events.parameters['timeMin'], {
      type: 'string',
      format: 'date-time',
      location: 'query',
    });

    // What a content owner's service account sends (docs/identity.md#service-accounts).
    const channels = [...documents.values()]
      .map((document) => document.resources?.['channels']?.methods?.['list'])
      .find((method) => method?.id.endsWith('channels.list'));
    assert.deepEqual(Object.keys(channels?.parameters ?? {}).sort(), [
      'forHandle',
      'id',
      'managedByMe',
      'maxResults',
      'mine',
      'onBehalfOfContentOwner',
      'pageToken',
      'part',
    ]);
  });

  test('no resource holds a method and a resource of one name, which a generated client could not tell apart', () => {
    const clashes = (resource: RestResource, at: string): string[] => [
      ...Object.keys(resource.methods ?? {})
        .filter((name) => resource.resources?.[name] !== undefined)
        .map((name) => `${at}${name}`),
      ...Object.entries(resource.resources ?? {}).flatMap(([name, child]) => clashes(child, `${at}${name}.`)),
    ];
    for (const doc of documents.values()) assert.deepEqual(clashes(doc, ''), [], doc.id);
  });

  test('every $ref names a schema of the document, and every scope asked for is listed with its words', () => {
    for (const doc of documents.values()) {
      for (const ref of refsIn(doc.resources)) assert.ok(doc.schemas[ref], `${doc.id} ${ref}`);
      for (const [id, schema] of Object.entries(doc.schemas)) assert.equal(schema.id, id);
      for (const method of methodsOf(doc).values()) {
        for (const scope of method.scopes ?? []) {
          assert.ok(doc.auth?.oauth2.scopes[scope]?.description, `${method.id} ${scope}`);
        }
      }
    }
  });
});
