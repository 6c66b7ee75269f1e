import { isIP } from 'node:net';
import {
  databaseUrl,
  flag,
  hostSetting,
  integer,
  list,
  logFormat,
  metricsPort,
  portSetting,
  scryptCost,
  SettingsError,
  webhookList,
} from './settings-values.ts';
import { defaultSelfHosting, selfHostingFromEnv, type SelfHostingSettings } from './self-hosting-settings.ts';

export { portSetting, SettingsError };

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
  /** Where `/metrics` is served apart from the public port (docs/operating.md#metrics); null: on it. */
  metricsPort: number | null;
  /** `json`: one JSON object per line; `text`: a line for people (docs/operating.md#logs). */
  logFormat: 'json' | 'text';
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
  metricsPort: null,
  logFormat: 'json',
  ...defaultSelfHosting,
};

/** Every setting's name (the authorization server reads most of them). */
export const SETTING_NAMES = Object.keys(defaultSettings) as (keyof Settings)[];

/** Stops the provider, naming `shown`, when `names` holds a name no module has. */
export function requireModuleNames(names: readonly string[], shown: (unknown: string) => string): void {
  const unknown = names.find((name) => !MODULE_NAMES.includes(name));
  if (unknown !== undefined) {
    throw new SettingsError(
      `PROVIDER_MODULES must be a comma-separated list of ${MODULE_NAMES.join(', ')}, not "${shown(unknown)}"`,
    );
  }
}

/** A comma-separated list of module names; absent or empty means every module. */
export function moduleList(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [...MODULE_NAMES];
  const names = raw.split(',').map((name) => name.trim());
  requireModuleNames(names, () => raw);
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
    host: hostSetting(env.PROVIDER_HOST, defaultSettings.host),
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
    scryptCost: scryptCost(env, defaultSettings.scryptCost),
    modules: moduleList(env.PROVIDER_MODULES),
    metricsPort: metricsPort(env),
    logFormat: logFormat(env.PROVIDER_LOG_FORMAT),
    ...selfHostingFromEnv(env, publicUrl),
  };
}
