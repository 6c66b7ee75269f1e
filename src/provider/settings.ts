import { isIP } from 'node:net';
import { SettingsError } from './settings-error.ts';
import { defaultSelfHosting, selfHostingFromEnv, type SelfHostingSettings } from './self-hosting-settings.ts';

export { SettingsError };

/**
 * The provider's settings, read from the environment (names and defaults as the README lists them); those of
 * a deployed provider (demo data, local passwords, the upstream identity provider) are self-hosting-settings.ts's.
 */
export interface Settings extends SelfHostingSettings {
  host: string;
  port: number;
  publicUrl: string;
  dbPath: string;
  /**
   * `postgres://…`: the API modules' tables live in this PostgreSQL database, shared by replicas
   * (docs/provider.md#storage); empty keeps everything in the SQLite file `dbPath`.
   */
  databaseUrl: string;
  /** `interval`, seconds. */
  pollInterval: number;
  /** `expires_in` of device and user codes, seconds. */
  codeTtl: number;
  /** Access-token lifetime, seconds. */
  accessTtl: number;
  /** Device-code requests allowed per client_id per minute. */
  deviceCodeQuota: number;
  /** Live refresh tokens per client and user. */
  refreshLimit: number;
  /** Live refresh tokens per user across all clients. */
  refreshLimitPerUser: number;
  /** Only the scopes the device flow is documented to support (README, PROVIDER_STRICT_SCOPES). */
  strictScopes: boolean;
  /** Calendar API quota units per user per day (a PATCH costs 3, other requests 1). */
  calendarDailyQuota: number;
  /**
   * Where watch channels may deliver notifications (http/webhook-address.ts): `scheme://host:port`
   * origins, or bare host names meaning that host on any port.
   */
  webhookHosts: string[];
  /** Proxy addresses whose `X-Forwarded-For` names the client (http/client-address.ts). */
  trustProxy: string[];
  /** Compute operations accepted per project per minute; past it an operation fails (docs/compute.md). */
  computeOperationsPerMinute: number;
  /** log2 of scrypt's N for new password hashes (docs/security.md#passwords). */
  scryptCost: number;
  /** The API modules to serve (MODULE_NAMES); the authorization server and the API directory always run. */
  modules: string[];
}

/** The API modules PROVIDER_MODULES may name, by their module names; all are served by default. */
export const MODULE_NAMES: readonly string[] = [
  'calendar',
  'fitness',
  'books',
  'video',
  'realtimebidding',
  'searchads',
  'compute',
];

export const defaultSettings: Settings = {
  host: '127.0.0.1',
  port: 8787,
  publicUrl: 'http://localhost:8787',
  dbPath: '.data/provider.sqlite',
  databaseUrl: '',
  pollInterval: 5,
  codeTtl: 1800,
  accessTtl: 3600,
  deviceCodeQuota: 100,
  refreshLimit: 100,
  refreshLimitPerUser: 500,
  strictScopes: false,
  calendarDailyQuota: 1_000_000,
  webhookHosts: [],
  trustProxy: [],
  computeOperationsPerMinute: 60,
  scryptCost: 17,
  modules: [...MODULE_NAMES],
  ...defaultSelfHosting,
};

/** Every setting's name (the authorization server reads most of them). */
export const SETTING_NAMES = Object.keys(defaultSettings) as (keyof Settings)[];

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
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
function hostSetting(raw: string | undefined): string {
  if (raw === undefined || raw === '') return defaultSettings.host;
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  const name = new RegExp(`^(?:${label}\\.)*(?=[a-z0-9-]*[a-z])${label}$`, 'i');
  if (isIP(raw) === 0 && !(raw.length <= 253 && name.test(raw))) {
    throw new SettingsError(
      `PROVIDER_HOST must be an IP address of this machine (0.0.0.0 for all of them) or a host name, not "${raw}"`,
    );
  }
  return raw;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new SettingsError(`${name} must be 0 or 1, not "${raw}"`);
}

/** PROVIDER_SCRYPT_COST: 10 (tests) to 20 (N = 2^20 needs 1 GiB per hash at r = 8, past any sensible machine). */
function scryptCost(env: NodeJS.ProcessEnv): number {
  const cost = integer(env, 'PROVIDER_SCRYPT_COST', defaultSettings.scryptCost, 10);
  if (cost > 20)
    throw new SettingsError(`PROVIDER_SCRYPT_COST must be a whole number from 10 to 20, not "${cost}"`);
  return cost;
}

/** A comma-separated list, trimmed and in lower case; absent or empty is empty. */
function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
}

/** PROVIDER_WEBHOOK_HOSTS: origins (`https://hooks.example:8443`) or bare host names, each checked. */
function webhookList(raw: string | undefined): string[] {
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
function databaseUrl(raw: string | undefined): string {
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

/** A comma-separated list of module names; absent or empty means every module. */
export function moduleList(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [...MODULE_NAMES];
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !MODULE_NAMES.includes(name));
  if (unknown !== undefined) {
    throw new SettingsError(
      `PROVIDER_MODULES must be a comma-separated list of ${MODULE_NAMES.join(', ')}, not "${raw}"`,
    );
  }
  return [...new Set(names)];
}

/** Reads settings from environment variables; throws SettingsError with a person's words on a bad value. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = portSetting(env, 'PROVIDER_PORT', defaultSettings.port);
  const publicUrl = (env.PROVIDER_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new SettingsError(
      `PROVIDER_PUBLIC_URL must be an origin like http://192.168.1.20:8787, not "${publicUrl}"`,
    );
  }
  const refreshLimit = integer(env, 'PROVIDER_REFRESH_LIMIT', defaultSettings.refreshLimit, 1);
  return {
    host: hostSetting(env.PROVIDER_HOST),
    port,
    publicUrl,
    dbPath: env.PROVIDER_DB || defaultSettings.dbPath,
    databaseUrl: databaseUrl(env.PROVIDER_DATABASE_URL),
    pollInterval: integer(env, 'PROVIDER_POLL_INTERVAL', defaultSettings.pollInterval, 1),
    codeTtl: integer(env, 'PROVIDER_CODE_TTL', defaultSettings.codeTtl, 1),
    accessTtl: integer(env, 'PROVIDER_ACCESS_TTL', defaultSettings.accessTtl, 1),
    deviceCodeQuota: integer(env, 'PROVIDER_DEVICE_CODE_QUOTA', defaultSettings.deviceCodeQuota, 1),
    refreshLimit,
    refreshLimitPerUser: Math.max(refreshLimit, defaultSettings.refreshLimitPerUser),
    strictScopes: flag(env, 'PROVIDER_STRICT_SCOPES'),
    calendarDailyQuota: integer(env, 'PROVIDER_CALENDAR_DAILY_QUOTA', defaultSettings.calendarDailyQuota, 1),
    webhookHosts: webhookList(env.PROVIDER_WEBHOOK_HOSTS),
    trustProxy: list(env.PROVIDER_TRUST_PROXY).map((address) => {
      if (isIP(address) === 0) {
        throw new SettingsError(
          `PROVIDER_TRUST_PROXY must be a comma-separated list of IP addresses, not "${address}"`,
        );
      }
      return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
    }),
    computeOperationsPerMinute: integer(
      env,
      'PROVIDER_COMPUTE_OPERATIONS_PER_MINUTE',
      defaultSettings.computeOperationsPerMinute,
      1,
    ),
    scryptCost: scryptCost(env),
    modules: moduleList(env.PROVIDER_MODULES),
    ...selfHostingFromEnv(env, publicUrl),
  };
}
