/**
 * The provider bench's peer (provider.ts forks it): node-oidc-provider 9 with its device flow on, one
 * native client allowed the device_code and refresh_token grants, and its own in-memory adapter. That
 * adapter keeps at most 1,000 entries by default, fewer than the bench's pending codes, so it gets a
 * larger store of the same kind. It speaks provider-ipc.ts's messages.
 */
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';
import LRU from 'oidc-provider/lib/helpers/lru.js';

const store = new LRU({ maxSize: 1_000_000 });

const provider = new Provider('http://127.0.0.1', {
  adapter: (model) => new MemoryAdapter(model, store),
  clients: [
    {
      client_id: 'bench-tv',
      client_secret: 'bench-tv-secret',
      application_type: 'native',
      grant_types: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
      response_types: [],
      redirect_uris: [],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  features: { deviceFlow: { enabled: true }, devInteractions: { enabled: false } },
  // As long as this provider's default (PROVIDER_CODE_TTL), so no code expires during the bench.
  ttl: { DeviceCode: 1800 },
});

const server = createServer(provider.callback());
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  process.on('message', (message) => {
    if (message.type === 'cpu') process.send({ type: 'cpu', ...process.cpuUsage() });
    else if (message.type === 'stop') {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    }
  });
  process.send({ type: 'ready', origin: `http://127.0.0.1:${port}` });
});
