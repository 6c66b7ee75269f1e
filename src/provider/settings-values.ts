/**
 * One environment variable read and checked: each reader gives the value or throws a SettingsError whose
 * message is the one line the provider stops with (README.md, "Provider settings").
 */
import { isIP } from 'node:net';
import { SettingsError } from './settings-error.ts';

export { SettingsError };

export function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new SettingsError(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  }
  return Number(raw);
}

/** A TCP port (0 lets the system choose a free one); `name` is the variable, for the error line. */
export function portSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) {
    throw new SettingsError(`${name} must be a whole number from 0 to 65535, not "${raw}"`);
  }
  return Number(raw);
}

/**
 * PROVIDER_HOST: an IP address, or a host name whose last label is not all digits (RFC 3696 §2), so that a
 * mistyped IPv4 address such as 999.1.1.1 is refused here rather than sent to the resolver.
 */
export function hostSetting(raw: string | undefined, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  const name = new RegExp(`^(?:${label}\\.)*(?=[a-z0-9-]*[a-z])${label}$`, 'i');
  if (isIP(raw) === 0 && !(raw.length <= 253 && name.test(raw))) {
    throw new SettingsError(
      `PROVIDER_HOST must be an IP address of this machine (0.0.0.0 for all of them) or a host name, not "${raw}"`,
    );
  }
  return raw;
}

export function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new SettingsError(`${name} must be 0 or 1, not "${raw}"`);
}

/** PROVIDER_SCRYPT_COST: 10 (tests) to 20 (N = 2^20 needs 1 GiB per hash at r = 8, past any sensible machine). */
export function scryptCost(env: NodeJS.ProcessEnv, fallback: number): number {
  const cost = integer(env, 'PROVIDER_SCRYPT_COST', fallback, 10);
  if (cost > 20)
    throw new SettingsError(`PROVIDER_SCRYPT_COST must be a whole number from 10 to 20, not "${cost}"`);
  return cost;
}

/** A comma-separated list, trimmed and in lower case; absent or empty is empty. */
export function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
}

/** PROVIDER_WEBHOOK_HOSTS: origins (`https://hooks.example:8443`) or bare host names, each checked. */
export function webhookList(raw: string | undefined): string[] {
  return list(raw).map((entry) => {
    if (!entry.includes('://')) {
      if (/^[a-z0-9.-]+$|^\[?[0-9a-f:.]+\]?$/.test(entry)) return entry.replace(/^\[|\]$/g, '');
    } else {
      try {
        const url = new URL(entry);
        const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
        if ((url.protocol === 'http:' || url.protocol === 'https:') && bare && !entry.endsWith('#'))
          return url.origin;
      } catch {
        // Refused below.
      }
    }
    throw new SettingsError(
      `PROVIDER_WEBHOOK_HOSTS must be a comma-separated list of origins like https://hooks.example:8443 or host names, not "${entry}"`,
    );
  });
}

/** PROVIDER_DATABASE_URL: absent or empty for SQLite alone, else a postgres:// URL naming a host. */
export function databaseUrl(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return '';
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    // Refused below.
  }
  if (url === undefined || !/^postgres(ql)?:$/.test(url.protocol) || url.hostname === '') {
    throw new SettingsError(
      'PROVIDER_DATABASE_URL must be a PostgreSQL URL like postgres://user:password@host:5432/provider',
    );
  }
  return raw.trim();
}

/** PROVIDER_METRICS_PORT: absent or empty serves /metrics on the public port. */
export function metricsPort(env: NodeJS.ProcessEnv): number | null {
  const raw = env.PROVIDER_METRICS_PORT;
  if (raw === undefined || raw === '') return null;
  if (!/^\d+$/.test(raw) || Number(raw) > 65_535)
    throw new SettingsError(`PROVIDER_METRICS_PORT must be a port number from 0 to 65535, not "${raw}"`);
  return Number(raw);
}

export function logFormat(raw: string | undefined): 'json' | 'text' {
  if (raw === undefined || raw === '' || raw === 'json') return 'json';
  if (raw === 'text') return 'text';
  throw new SettingsError(`PROVIDER_LOG_FORMAT must be json or text, not "${raw}"`);
}
