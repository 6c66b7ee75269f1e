/**
 * The provider's HTTP server limits (docs/security.md#connections): Node's timeouts set to the documented
 * numbers, a keep-alive connection that outlives a TV's 5-second poll interval, and at most
 * SERVER_LIMITS.connectionsPerAddress connections held open by one address, loopback and trusted proxies
 * excepted.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Agent, get, type Server } from 'node:http';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { Harness } from './oauth/harness.ts';
import { listen, SERVER_LIMITS } from '../../src/provider/http/listen.ts';
import { capConnectionsPerAddress } from '../../src/provider/http/connection-cap.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

test('the provider keeps an idle connection 30 s, beyond a TV’s 5-second poll interval, and says so', async () => {
  const agent = new Agent({ keepAlive: true });
  try {
    const header = await new Promise<string | string[] | undefined>((resolve, reject) => {
      get(`${h.origin}/.well-known/openid-configuration`, { agent }, (res) => {
        res.resume();
        resolve(res.headers['keep-alive']);
      }).on('error', reject);
    });
    assert.equal(header, 'timeout=30');
  } finally {
    agent.destroy();
  }
});

test('Node’s timeouts are the documented numbers', async () => {
  const server = await listen({
    fetch: () => new Response('ok'),
    host: '127.0.0.1',
    port: 0,
    trustProxy: [],
  });
  try {
    assert.equal(server.headersTimeout, 10_000);
    assert.equal(server.requestTimeout, 30_000);
    assert.equal(server.keepAliveTimeout, 30_000);
    assert.equal(SERVER_LIMITS.connectionsPerAddress, 100);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Opens a connection; settles once it is connected. */
function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/** Settles when the socket is closed, by either side. */
const closed = (socket: Socket): Promise<void> =>
  new Promise((resolve) => {
    if (socket.closed) resolve();
    else
      socket.once('close', () => {
        resolve();
      });
  });

test('past the cap, a connection from the same address is closed at once; one freed lets the next in', async () => {
  const CAP = 3;
  const server = createServer();
  capConnectionsPerAddress(server, CAP, () => false);
  const accepted: Socket[] = [];
  server.on('connection', (socket: Socket) => {
    if (!socket.destroyed) accepted.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const clients: Socket[] = [];
  try {
    for (let i = 0; i < CAP; i++) clients.push(await open(port));
    const extra = await open(port);
    clients.push(extra);
    await closed(extra);
    assert.equal(accepted.length, CAP, 'the first three held, the fourth refused');
    assert.ok(clients.slice(0, CAP).every((socket) => !socket.closed));

    const first = accepted[0];
    assert.ok(first);
    clients[0]?.destroy();
    await closed(first);
    const taken = new Promise<void>((resolve) => {
      server.once('connection', () => {
        resolve();
      });
    });
    const next = await open(port);
    clients.push(next);
    await taken;
    assert.equal(accepted.length, CAP + 1);
    assert.equal(next.closed, false);
  } finally {
    for (const socket of clients) socket.destroy();
    for (const socket of accepted) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('loopback is not capped: a reverse proxy on this machine carries everyone’s connections', async () => {
  const server: Server = await listen({
    fetch: () => new Response('ok'),
    host: '127.0.0.1',
    port: 0,
    trustProxy: [],
  });
  const { port } = server.address() as AddressInfo;
  const clients: Socket[] = [];
  try {
    for (let i = 0; i <= SERVER_LIMITS.connectionsPerAddress; i++) clients.push(await open(port));
    const last = clients.at(-1);
    assert.ok(last);
    const answer = await new Promise<string>((resolve) => {
      last.once('data', (chunk: Buffer) => {
        resolve(chunk.toString('latin1'));
      });
      last.write('GET / HTTP/1.1\r\nHost: provider\r\nConnection: close\r\n\r\n');
    });
    assert.match(answer, /^HTTP\/1\.1 200 OK\r\n/);
    assert.ok(clients.every((socket) => !socket.closed || socket === last));
  } finally {
    for (const socket of clients) socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
