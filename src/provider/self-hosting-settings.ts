/**
 * The settings of a provider people deploy (README, "Running it for real"; docs/operating.md): whether a new
 * database gets the demo data, whether people sign in with local passwords, and the organization's own
 * identity provider they may sign in with instead (docs/identity.md#upstream-sign-in).
 */
import { SettingsError } from './settings-error.ts';

export interface SelfHostingSettings {
  /**
   * A new database gets the README's demo clients, people and data. PROVIDER_DEMO; when unset, true only for a
   * loopback public URL. Code that composes a provider gets none unless it says so.
   */
  demo: boolean;
  /** People may sign in with an email address and a password (PROVIDER_LOCAL_PASSWORDS). */
  localPasswords: boolean;
  /** The upstream OpenID Connect issuer (PROVIDER_UPSTREAM_OIDC); empty when there is none. */
  upstreamIssuer: string;
  upstreamClientId: string;
  /** Empty: the provider is a public client there (PKCE alone). */
  upstreamClientSecret: string;
  /** What "Continue with …" names (PROVIDER_UPSTREAM_NAME, else the issuer's host name). */
  upstreamName: string;
  /** A first sign-in through the upstream issuer creates the person (PROVIDER_UPSTREAM_CREATE_PEOPLE). */
  upstreamCreatePeople: boolean;
  /** Encrypts new private signing keys at rest (PROVIDER_KEY_SECRET, oauth/keys/key-sealing.ts); '' for none. */
  keySecret: string;
}

export const defaultSelfHosting: SelfHostingSettings = {
  demo: false,
  localPasswords: true,
  upstreamIssuer: '',
  upstreamClientId: '',
  upstreamClientSecret: '',
  upstreamName: '',
  upstreamCreatePeople: false,
  keySecret: '',
};

/** `localhost`, 127.0.0.0/8 and [::1]: an origin only this machine reaches. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function switchSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '0' || raw === '1') return raw === '1';
  throw new SettingsError(`${name} must be 0 or 1, not "${raw}"`);
}

/** An issuer is https, or http on this machine only (a local identity provider, or a test's). */
function issuerSetting(raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // Refused below.
  }
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (url === undefined || !secure || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new SettingsError(
      `PROVIDER_UPSTREAM_OIDC must be an issuer URL like https://login.example.com/realms/staff (http only on this machine), not "${raw}"`,
    );
  }
  return raw;
}

/** Reads the settings above; `publicUrl` (already checked) decides PROVIDER_DEMO's default. */
export function selfHostingFromEnv(env: NodeJS.ProcessEnv, publicUrl: string): SelfHostingSettings {
  const demo = switchSetting(env, 'PROVIDER_DEMO', isLoopbackHost(new URL(publicUrl).hostname));
  const issuer = (env.PROVIDER_UPSTREAM_OIDC ?? '').trim();
  const clientId = (env.PROVIDER_UPSTREAM_CLIENT_ID ?? '').trim();
  const clientSecret = env.PROVIDER_UPSTREAM_CLIENT_SECRET ?? '';
  if (issuer === '') {
    const stray = ['PROVIDER_UPSTREAM_CLIENT_ID', 'PROVIDER_UPSTREAM_CLIENT_SECRET'].find(
      (name) => (env[name] ?? '') !== '',
    );
    if (stray !== undefined) throw new SettingsError(`${stray} is set, but PROVIDER_UPSTREAM_OIDC is not`);
  } else if (clientId === '') {
    throw new SettingsError(
      "PROVIDER_UPSTREAM_CLIENT_ID must name this provider's client at PROVIDER_UPSTREAM_OIDC",
    );
  }
  const localPasswords = switchSetting(env, 'PROVIDER_LOCAL_PASSWORDS', true);
  if (!localPasswords && issuer === '') {
    throw new SettingsError(
      'PROVIDER_LOCAL_PASSWORDS=0 needs PROVIDER_UPSTREAM_OIDC: otherwise nobody could sign in',
    );
  }
  const upstreamIssuer = issuer === '' ? '' : issuerSetting(issuer);
  const name = (env.PROVIDER_UPSTREAM_NAME ?? '').trim();
  return {
    demo,
    localPasswords,
    upstreamIssuer,
    upstreamClientId: clientId,
    upstreamClientSecret: clientSecret,
    upstreamName: name !== '' || upstreamIssuer === '' ? name.slice(0, 80) : new URL(upstreamIssuer).hostname,
    upstreamCreatePeople: switchSetting(env, 'PROVIDER_UPSTREAM_CREATE_PEOPLE', false),
    keySecret: keySecretSetting(env.PROVIDER_KEY_SECRET ?? ''),
  };
}

/** PROVIDER_KEY_SECRET: unset, or at least 16 characters (a passphrase, or `openssl rand -base64 32`). */
function keySecretSetting(raw: string): string {
  if (raw !== '' && raw.length < 16) {
    throw new SettingsError(
      'PROVIDER_KEY_SECRET must be at least 16 characters (openssl rand -base64 32 makes one)',
    );
  }
  return raw;
}

/** Lines the start prints to stderr about settings a deployment should not leave as they are. */
export function startWarnings(
  settings: Pick<SelfHostingSettings, 'keySecret'> & { publicUrl: string },
): string[] {
  const local = isLoopbackHost(new URL(settings.publicUrl).hostname);
  return settings.keySecret === '' && !local
    ? ['PROVIDER_KEY_SECRET is not set: the private signing keys are stored in the database unencrypted']
    : [];
}
