/**
 * The video data API takes service accounts only for content owners they manage (docs/identity.md#service-accounts,
 * docs/provider.md#video-channels-get-videov3channels): a service token is refused with 403 `forbidden`
 * unless it names such an owner with onBehalfOfContentOwner, and then it lists the owner's channels with
 * managedByMe (the public reference: managedByMe needs onBehalfOfContentOwner). People's tokens are as before.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { anotherServiceClient, serviceToken } from '../oauth/service-account.ts';
import { get, h, token as aliceToken } from './channels-fixture.ts';

const OWNER = 'harbour-records';

// Made at the first test, once the fixture's provider has started.
let demoService: Promise<string> | undefined;
const service = (): Promise<string> => (demoService ??= serviceToken(h));

const forbidden = (message: string) => ({
  error: {
    code: 403,
    message,
    errors: [{ domain: 'video.common', reason: 'forbidden', message }],
    status: 'PERMISSION_DENIED',
  },
});

const NO_OWNER =
  'A service account may call this API only on behalf of a content owner it manages: name it with onBehalfOfContentOwner.';
const NOT_MANAGED = 'The caller does not manage the content owner that onBehalfOfContentOwner names.';

test('a service token without onBehalfOfContentOwner is 403 forbidden, whatever it asks', async () => {
  for (const query of [
    'part=id&mine=true',
    'part=snippet&id=UCharb0urRec0rdsT5mQ8xLw',
    'part=id&forHandle=@alicecooks',
  ]) {
    const { status, body } = await get(query, await service());
    assert.deepEqual({ status, body }, { status: 403, body: forbidden(NO_OWNER) }, query);
  }
});

test('naming a content owner the service account does not manage is 403 forbidden', async () => {
  const unknown = await get('part=id&managedByMe=true&onBehalfOfContentOwner=someone-else', await service());
  assert.deepEqual(
    { status: unknown.status, body: unknown.body },
    { status: 403, body: forbidden(NOT_MANAGED) },
  );
  const other = await anotherServiceClient(h, 'Another label');
  const otherToken = await serviceToken(h, {
    key: other.key,
    claims: { iss: other.id, scope: SCOPES.video },
  });
  const notTheirs = await get(`part=id&managedByMe=true&onBehalfOfContentOwner=${OWNER}`, otherToken);
  assert.deepEqual(
    { status: notTheirs.status, body: notTheirs.body },
    { status: 403, body: forbidden(NOT_MANAGED) },
  );
});

test('for its content owner, managedByMe lists the owner’s two channels', async () => {
  const { status, body } = await get(
    `part=snippet&managedByMe=true&onBehalfOfContentOwner=${OWNER}`,
    await service(),
  );
  assert.equal(status, 200);
  assert.deepEqual(body.pageInfo, { totalResults: 2, resultsPerPage: 5 });
  assert.deepEqual(
    body.items.map((item) => [item.id, item.snippet?.title, item.snippet?.customUrl]),
    [
      ['UCharb0urRec0rdsT5mQ8xLw', 'Harbour Records', '@harbourrecords'],
      ['UCharb0urLiveSessi0nsK3p', 'Harbour Records Live Sessions', '@harbourlive'],
    ],
  );
  const page = await get(
    `part=id&managedByMe=true&onBehalfOfContentOwner=${OWNER}&maxResults=1`,
    await service(),
  );
  assert.deepEqual(
    page.body.items.map((item) => item.id),
    ['UCharb0urRec0rdsT5mQ8xLw'],
  );
  assert.ok(page.body.nextPageToken);
  const byId = await get(
    `part=id&id=UCa1iceCooksR4nV8tB3hJ6d&onBehalfOfContentOwner=${OWNER}`,
    await service(),
  );
  assert.deepEqual(
    [byId.status, byId.body.items.map((item) => item.id)],
    [200, ['UCa1iceCooksR4nV8tB3hJ6d']],
  );
});

test('acting for a content owner, only id and managedByMe may filter; managedByMe needs an owner', async () => {
  const mine = await get(`part=id&mine=true&onBehalfOfContentOwner=${OWNER}`, await service());
  assert.equal(mine.status, 400);
  assert.deepEqual(mine.body.error.errors[0], {
    domain: 'video.parameter',
    reason: 'invalidCriteria',
    message: 'With onBehalfOfContentOwner, only the id or managedByMe filter may be specified.',
  });
  const alone = await get('part=id&managedByMe=true');
  assert.equal(alone.status, 400);
  assert.deepEqual(alone.body.error.errors[0], {
    domain: 'video.parameter',
    reason: 'missingRequiredParameter',
    message: 'managedByMe requires onBehalfOfContentOwner.',
  });
  const notBoolean = await get(`part=id&managedByMe=maybe&onBehalfOfContentOwner=${OWNER}`, await service());
  assert.equal(notBoolean.status, 400);
  assert.deepEqual(notBoolean.body.error.errors[0], {
    domain: 'video.parameter',
    reason: 'invalidParameter',
    message: "Invalid boolean value for parameter managedByMe: 'maybe'",
  });
});

test('people’s tokens are as before, and a person manages no content owner here', async () => {
  const mine = await get('part=id&mine=true', aliceToken);
  assert.deepEqual([mine.status, mine.body.pageInfo.totalResults], [200, 3]);
  const asOwner = await get(`part=id&managedByMe=true&onBehalfOfContentOwner=${OWNER}`, aliceToken);
  assert.deepEqual(
    { status: asOwner.status, body: asOwner.body },
    { status: 403, body: forbidden(NOT_MANAGED) },
  );
});
