// The container's HEALTHCHECK (Dockerfile; docs/operating.md#the-container-image): GET /healthz on the
// provider's own port, exit 0 on 200 and 1 otherwise, within 3 s. Plain JavaScript, so that a check every
// few seconds does not pay for loading TypeScript.
const host = process.env.PROVIDER_HOST || '127.0.0.1';
const port = process.env.PROVIDER_PORT || '8787';
// A provider listening on every address answers on loopback too.
const target = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const origin = `http://${target.includes(':') ? `[${target}]` : target}:${port}`;

try {
  const res = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(3000) });
  process.exitCode = res.status === 200 ? 0 : 1;
} catch {
  process.exitCode = 1;
}
