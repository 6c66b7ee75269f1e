import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { HOUR, rpcError, startBidding, stored, TOKENS, type Harness } from './harness.ts';
import { startReceiver } from './harness.ts';

let h: Harness;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
before(async () => {
  receiver = await startReceiver();
  // Loopback is allowed only when listed: the test lists its own receiver's origin.
  h = await startBidding({ settings: { webhookHosts: ['hooks.example', new URL(receiver.address).origin] } });
});
after(async () => {
  await h.close();
  await receiver.close();
});

const TOPIC = {
  topic: 'projects/local-provider/topics/rtb-bidder-12345-creatives',
  subscription: 'projects/local-provider/subscriptions/rtb-bidder-12345-creatives',
};

function decoded(body: Record<string, unknown>): { creative: string; status: string } {
  const message = body.message as { data: string };
  return JSON.parse(Buffer.from(message.data, 'base64').toString()) as { creative: string; status: string };
}

describe('creatives:watch', () => {
  test('the public request: an empty body answers the same topic and subscription every time', async () => {
    const first = await h.call('POST', '/bidders/12345/creatives:watch');
    assert.equal(first.status, 200);
    assert.deepEqual(first.body, TOPIC);
    assert.deepEqual((await h.call('POST', '/bidders/12345/creatives:watch', { body: {} })).body, TOPIC);
    assert.equal((await h.call('POST', '/bidders/12345/creatives:watch', { token: TOKENS.bob })).status, 404);
    assert.equal((await h.call('POST', '/bidders/12345/creativesXwatch')).status, 404);
  });

  test('addresses outside loopback and PROVIDER_WEBHOOK_HOSTS are 400 and change nothing', async () => {
    const before = await stored(h);
    for (const address of [
      'http://evil.example/x',
      'ftp://127.0.0.1/x',
      'http://user:pw@127.0.0.1/',
      'nope',
      7,
    ]) {
      const res = await h.call('POST', '/bidders/12345/creatives:watch', { body: { address } });
      assert.equal(res.status, 400, String(address));
      assert.ok(rpcError(res));
    }
    assert.equal(await stored(h), before);
    const allowed = await h.call('POST', '/bidders/12345/creatives:watch', {
      body: { address: 'https://hooks.example/rtb' },
    });
    assert.equal(allowed.status, 200);
  });

  test('with an address, each review-status change is posted in a Pub/Sub push body', async () => {
    const res = await h.call('POST', '/bidders/12345/creatives:watch', {
      body: { address: receiver.address },
    });
    assert.deepEqual(res.body, TOPIC);
    // Any request runs the reviewer: the demo creatives still in review are decided an hour on.
    await h.call('POST', '/buyers/67890/creatives', {
      body: {
        creativeId: 'watched',
        declaredClickThroughUrls: ['https://a.example/'],
        html: { snippet: 'x' },
      },
    });
    const created = await receiver.next();
    assert.deepEqual(decoded(created.body), {
      creative: 'buyers/67890/creatives/watched',
      status: 'PENDING_REVIEW',
    });
    assert.equal(created.body.subscription, TOPIC.subscription);
    const message = created.body.message as {
      messageId: string;
      publishTime: string;
      attributes: { bidder: string };
    };
    assert.equal(message.attributes.bidder, 'bidders/12345');
    assert.equal(message.publishTime, new Date(h.clock.now()).toISOString());

    h.clock.advance(HOUR);
    await h.call('GET', '/bidders/12345');
    const decided: { creative: string; status: string }[] = [];
    // The demo's pending creatives (10) and the new one are decided together.
    for (let i = 0; i < 11; i++) decided.push(decoded((await receiver.next()).body));
    assert.ok(
      decided.some((d) => d.creative === 'buyers/67890/creatives/watched' && d.status === 'APPROVED'),
    );
    assert.ok(decided.every((d) => d.status === 'APPROVED' || d.status === 'DISAPPROVED'));
  });

  test('a refused write sends nothing', async () => {
    const count = receiver.count();
    const res = await h.call('POST', '/buyers/12345/creatives', {
      body: { creativeId: 'demo-creative-01', html: { snippet: 'x' } },
    });
    assert.equal(res.status, 409);
    // A later accepted write's notification is the next one to arrive.
    await h.call('POST', '/buyers/12345/creatives', {
      body: { creativeId: 'after', html: { snippet: 'x' } },
    });
    assert.equal(decoded((await receiver.next()).body).creative, 'buyers/12345/creatives/after');
    assert.equal(receiver.count(), count + 1);
  });
});
