/**
 * Webhook targets given as IPv6 addresses that embed an IPv4 address are judged by that IPv4 address, and
 * the reserved IPv6 ranges are refused (docs/security.md#watch-channels): each form is written out here,
 * internal and public, in the shapes a URL and a resolver give them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { embeddedIPv4 } from '../../src/provider/http/embedded-ipv4.ts';
import { deliverable, isInternal } from '../../src/provider/http/webhook-address.ts';

/** Each form: an address reaching 127.0.0.1 or 10.0.0.1 (internal) and one reaching 8.8.8.8 (public). */
const FORMS: { form: string; internal: string[]; public: string[] }[] = [
  { form: 'IPv4-compatible ::/96', internal: ['::127.0.0.1', '::7f00:1', '::a00:1'], public: ['::8.8.8.8'] },
  {
    form: 'IPv4-mapped ::ffff:0:0/96',
    internal: ['::ffff:127.0.0.1', '::ffff:7f00:1'],
    public: ['::ffff:808:808'],
  },
  {
    form: 'IPv4-translated ::ffff:0:0:0/96',
    internal: ['::ffff:0:7f00:1', '::ffff:0:127.0.0.1', '::ffff:0:a00:1'],
    public: ['::ffff:0:808:808'],
  },
  {
    form: 'NAT64 well-known 64:ff9b::/96',
    internal: ['64:ff9b::7f00:1', '64:ff9b::127.0.0.1', '64:ff9b::a00:1'],
    public: ['64:ff9b::808:808', '64:ff9b::8.8.8.8'],
  },
  { form: '6to4 2002::/16', internal: ['2002:7f00:1::1', '2002:a00:1::'], public: ['2002:808:808::1'] },
  {
    form: 'Teredo 2001::/32 (server, and client inverted)',
    internal: ['2001:0:7f00:1::', '2001:0:808:808:0:0:80ff:fffe'],
    public: ['2001:0:808:808:0:0:f7f7:f7f7'],
  },
];

test('an IPv6 address that embeds an IPv4 address is judged by it, in every form', () => {
  for (const { form, internal, public: open } of FORMS) {
    for (const address of internal) assert.equal(isInternal(address), true, `${form}: ${address}`);
    for (const address of open) assert.equal(isInternal(address), false, `${form}: ${address}`);
  }
});

test('the IPv4 address is read from where each form puts it', () => {
  assert.deepEqual(embeddedIPv4('::ffff:0:7f00:1'), ['127.0.0.1']);
  assert.deepEqual(embeddedIPv4('::127.0.0.1'), ['127.0.0.1']);
  assert.deepEqual(embeddedIPv4('2002:7f00:1::1'), ['127.0.0.1']);
  assert.deepEqual(embeddedIPv4('64:ff9b::c000:201'), ['192.0.2.1']);
  assert.deepEqual(embeddedIPv4('2001:0:4136:e378:8000:63bf:3fff:fdd2'), ['65.54.227.120', '192.0.2.45']);
  assert.equal(embeddedIPv4('2606:2800:220:1::1'), undefined);
});

test('unspecified and loopback stay internal as IPv4-compatible addresses', () => {
  for (const address of ['::', '::1', '0:0:0:0:0:0:0:1']) assert.equal(isInternal(address), true, address);
});

test('local-use NAT64 64:ff9b:1::/48 is refused whole: nothing says where its IPv4 address sits', () => {
  // 127.0.0.1 placed for a /96, a /64, a /56 and a /48 prefix (RFC 6052 §2.2), then 8.8.8.8 for a /96.
  for (const address of [
    '64:ff9b:1::7f00:1',
    '64:ff9b:1:0:7f:0:100:0',
    '64:ff9b:1:7f:0:1::',
    '64:ff9b:1:7f00:0:100::',
    '64:ff9b:1::808:808',
  ]) {
    assert.equal(isInternal(address), true, address);
  }
  assert.equal(isInternal('64:ff9b:2::808:808'), false);
});

test('the reserved ranges fec0::/10 (site-local) and 100::/64 (discard-only) are refused', () => {
  for (const address of ['fec0::1', 'fed0::1', 'feff:ffff::1', '100::1', '100::ffff:ffff:ffff:ffff']) {
    assert.equal(isInternal(address), true, address);
  }
  for (const address of ['100:0:0:1::1', 'fe00::1', '2600::1']) {
    assert.equal(isInternal(address), false, address);
  }
});

test('a host resolving to an embedding form is refused before the post', async () => {
  for (const resolved of ['::ffff:0:7f00:1', '2002:7f00:1::1', '64:ff9b:1::7f00:1', 'fec0::1', '100::1']) {
    const to = () => Promise.resolve([resolved]);
    assert.equal(await deliverable('https://hooks.example/x', ['hooks.example'], to), false, resolved);
  }
  assert.equal(
    await deliverable('https://hooks.example/x', ['hooks.example'], () =>
      Promise.resolve(['64:ff9b::808:808']),
    ),
    true,
  );
});

test('an address written in the URL is judged as the URL normalizes it', async () => {
  // The URL parser writes [::127.0.0.1] as [::7f00:1] and [::ffff:0:127.0.0.1] as [::ffff:0:7f00:1].
  for (const host of ['[::127.0.0.1]', '[::ffff:0:127.0.0.1]', '[2002:7f00:1::1]']) {
    const listed = new URL(`http://${host}/`).hostname.replace(/^\[|\]$/g, '');
    assert.equal(await deliverable(`http://${host}/x`, [listed], () => Promise.resolve([])), false, host);
  }
});
