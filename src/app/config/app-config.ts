import { settled } from './early-boot.ts';

/**
 * The runtime configuration (`config.json` beside index.html), read at start and checked field by field, so
 * that an installer can point a packaged app at another provider without a rebuild (README.md, "The TV
 * app's runtime configuration").
 */

export interface AppConfig {
  /** The provider's discovery document (`/.well-known/openid-configuration`). */
  discovery: string;
  clientId: string;
  clientSecret: string;
  /** Scopes requested on the device-code request, in full. */
  scopes: string[];
  /** Base of the resource APIs; defaults to the discovery document's origin (auth_url = base_url). */
  apiBase: string;
  /**
   * The books view: whose public shelves are shown when the person did not allow the app to manage their
   * books. Undefined when the key is absent (the view then offers search only).
   */
  booksPublicUserId?: string;
  /**
   * The ads wallboard's search-ads account: the search ads API v2 has no method that lists a person's
   * accounts, so they are named here. Undefined when the key is absent (the section then says how to set it).
   */
  searchAds?: SearchAdsIds;
}

/** The ids of the search ads API v2 (decimal text, as the public DoubleClick Search v2 reference writes them). */
export interface SearchAdsIds {
  agencyId: string;
  advertiserId: string;
  engineAccountId: string;
}

const SEARCH_ADS_ID = /^[0-9]{1,20}$/;

/** A books user id as the books API takes it in `/users/{userId}/bookshelves`. */
const BOOKS_USER_ID = /^[A-Za-z0-9._@-]{1,128}$/;

/**
 * What is wrong with the configuration. Its words for the person installing the app are in
 * `config-words.ts`, a chunk fetched only when a start fails (docs/app.md, "Budgets").
 */
export type ConfigProblem =
  | { kind: 'notObject' }
  | { kind: 'required'; key: string }
  | { kind: 'address'; key: 'discovery' | 'apiBase'; value: string }
  | { kind: 'scopes' }
  | { kind: 'booksPublicUserId' }
  | { kind: 'searchAds' }
  | { kind: 'http'; status: number }
  | { kind: 'notJson' }
  | { kind: 'noFile' }
  /** The provider answered invalid_client for clientId with clientSecret (boot.ts). */
  | { kind: 'client' };

/** A problem with the configuration; `config-words.ts` says it in words. */
export class ConfigError extends Error {
  constructor(readonly problem: ConfigProblem) {
    super(`config.json: ${problem.kind}`);
    this.name = 'ConfigError';
  }
}

function requiredText(o: Record<string, unknown>, key: string): string {
  const value = o[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError({ kind: 'required', key });
  }
  return value;
}

function parseSearchAds(value: unknown): SearchAdsIds {
  const problem = new ConfigError({ kind: 'searchAds' });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw problem;
  const o = value as Record<string, unknown>;
  const id = (key: keyof SearchAdsIds): string => {
    const v = o[key];
    if (typeof v !== 'string' || !SEARCH_ADS_ID.test(v)) throw problem;
    return v;
  };
  return {
    agencyId: id('agencyId'),
    advertiserId: id('advertiserId'),
    engineAccountId: id('engineAccountId'),
  };
}

export function parseAppConfig(value: unknown): AppConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError({ kind: 'notObject' });
  }
  const o = value as Record<string, unknown>;
  const discovery = requiredText(o, 'discovery');
  if (!/^https?:\/\/\S+$/.test(discovery)) {
    throw new ConfigError({ kind: 'address', key: 'discovery', value: discovery });
  }
  const scopes = o.scopes;
  if (
    !Array.isArray(scopes) ||
    scopes.length === 0 ||
    !scopes.every((s): s is string => typeof s === 'string' && /^\S+$/.test(s))
  ) {
    throw new ConfigError({ kind: 'scopes' });
  }
  const apiBase = o.apiBase === undefined ? new URL(discovery).origin : requiredText(o, 'apiBase');
  if (!/^https?:\/\/\S+$/.test(apiBase)) {
    throw new ConfigError({ kind: 'address', key: 'apiBase', value: apiBase });
  }
  const { booksPublicUserId } = o;
  if (booksPublicUserId !== undefined) {
    if (typeof booksPublicUserId !== 'string' || !BOOKS_USER_ID.test(booksPublicUserId)) {
      throw new ConfigError({ kind: 'booksPublicUserId' });
    }
  }
  return {
    discovery,
    apiBase: apiBase.replace(/\/+$/, ''),
    clientId: requiredText(o, 'clientId'),
    clientSecret: requiredText(o, 'clientSecret'),
    scopes,
    ...(booksPublicUserId === undefined ? {} : { booksPublicUserId }),
    ...(o.searchAds === undefined ? {} : { searchAds: parseSearchAds(o.searchAds) }),
  };
}

/** Reads `config.json` relative to the page (works from http:// and on TV platforms that load from file://). */
export async function loadAppConfig(
  fetchFn: typeof fetch = fetch,
  url = 'config.json',
  early?: Promise<unknown>,
): Promise<AppConfig> {
  let body: unknown = await settled(early);
  if (body !== undefined) return parseAppConfig(body);
  try {
    const response = await fetchFn(url, { cache: 'no-store' });
    if (!response.ok) throw new ConfigError({ kind: 'http', status: response.status });
    body = await response.json();
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    // Desktop Chromium refuses to read any file from a file:// page; the build writes the same object to
    // config.js, which a classic script may load. Platforms that allow file reads never get here.
    if (location.protocol !== 'file:') throw new ConfigError({ kind: 'notJson' });
    body = await loadConfigScript();
  }
  return parseAppConfig(body);
}

declare global {
  interface Window {
    /** Set by config.js (see loadConfigScript). */
    tvAppConfig?: unknown;
  }
}

function loadConfigScript(): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'config.js';
    script.onload = () => {
      resolve(window.tvAppConfig);
    };
    script.onerror = () => {
      reject(new ConfigError({ kind: 'noFile' }));
    };
    document.head.appendChild(script);
  });
}
