/**
 * The packaging command's arguments: `<webos|tizen|hosted> --provider <discovery URL> [--no-build]
 * [--out <dir>]`, and the one version every package carries (package.json's).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PLATFORMS = ['webos', 'tizen', 'hosted'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface PackageOptions {
  platform: Platform;
  /** The provider's discovery document, written into the package's config.json. */
  provider: string;
  /** Skip `vite build` and package the dist/ already there. */
  build: boolean;
  /** Where packages go (default packages/). */
  outDir: string | undefined;
}

export class UsageError extends Error {}

export const USAGE =
  'usage: npm run package:<webos|tizen|hosted> -- --provider <https://…/.well-known/openid-configuration> [--no-build]';

const DISCOVERY_PATH = '/.well-known/openid-configuration';

/**
 * The provider's discovery address as given, or a one-line reason it cannot be one: an absolute http(s)
 * URL whose path ends in the OpenID Connect Discovery 1.0 §4 well-known suffix, without query or fragment.
 */
export function checkDiscoveryUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--provider must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--provider must be an http or https URL, got "${value}"`);
  }
  if (!url.pathname.endsWith(DISCOVERY_PATH) || url.search !== '' || url.hash !== '') {
    throw new UsageError(`--provider must end in ${DISCOVERY_PATH}, got "${value}"`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new UsageError(`--provider must not carry a user name or password, got "${value}"`);
  }
  return value;
}

export function parsePackageArgs(args: readonly string[]): PackageOptions {
  const [platform, ...rest] = args;
  if (!PLATFORMS.includes(platform as Platform)) {
    throw new UsageError(`unknown platform "${platform ?? ''}"; ${USAGE}`);
  }
  let provider: string | undefined;
  let outDir: string | undefined;
  let build = true;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = (): string => {
      const next = inline ?? rest[++i];
      if (next === undefined || next === '') throw new UsageError(`${arg} needs a value; ${USAGE}`);
      return next;
    };
    if (name === '--provider') provider = checkDiscoveryUrl(value());
    else if (name === '--out') outDir = value();
    else if (name === '--no-build') build = false;
    else throw new UsageError(`unknown option "${arg}"; ${USAGE}`);
  }
  if (provider === undefined) throw new UsageError(`--provider is required; ${USAGE}`);
  return { platform: platform as Platform, provider, build, outDir };
}

/** package.json's version: the only place a version is written by hand. */
export function projectVersion(root: string): string {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: unknown };
  // webOS and Tizen both want one to three dot-separated numbers (Tizen: each part at most 255, 255, 65535).
  if (typeof version !== 'string' || !/^\d{1,3}\.\d{1,3}\.\d{1,5}$/.test(version)) {
    throw new Error(`package.json's version must be like 1.2.3 for the TV packages, got ${String(version)}`);
  }
  return version;
}
