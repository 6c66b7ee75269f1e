/**
 * The organization's identity provider as an OpenID Connect relying party sees it (docs/identity.md#upstream-sign-in):
 * discovery (once it answers), the authorization request of the code flow with PKCE (RFC 7636, S256), and
 * the answer's checks, all by openid-client: `state`, the code exchanged with the verifier, the ID token's
 * signature-bearing claims (issuer, audience, expiry, `nonce`), and userinfo when the ID token names no
 * email address (OpenID Connect Core §5.4 lets an issuer put scope claims there only).
 */
import * as oidc from 'openid-client';
import type { Clock } from '../../clock.ts';
import { isLoopbackHost } from '../../self-hosting-settings.ts';
import { refusalOf, type UpstreamRefusal } from './upstream-refusals.ts';

/** What this provider needs to know about the person the issuer signed in. */
export interface UpstreamPerson {
  subject: string;
  email: string | null;
  /** Whether the issuer says the address is the person's (`email_verified`). */
  emailVerified: boolean;
  name: string | null;
}

export interface UpstreamChecks {
  state: string;
  nonce: string;
  verifier: string;
}

export interface UpstreamSettings {
  upstreamIssuer: string;
  upstreamClientId: string;
  upstreamClientSecret: string;
}

const SCOPE = 'openid email profile';

/**
 * openid-client refuses plain http unless told; it is told only for an issuer on this machine (a local
 * identity provider, or a test's), never for one elsewhere (self-hosting-settings.ts refuses that).
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- marked so that its use stands out; see above
const allowPlainHttp: (config: oidc.Configuration) => void = oidc.allowInsecureRequests;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export class UpstreamIssuer {
  #server: oidc.ServerMetadata | undefined;

  constructor(
    private readonly settings: UpstreamSettings,
    private readonly clock: Clock,
  ) {}

  /** Plain http only for an issuer on this machine (a local identity provider, or a test's). */
  get #insecure(): boolean {
    const url = new URL(this.settings.upstreamIssuer);
    return url.protocol === 'http:' && isLoopbackHost(url.hostname);
  }

  get #auth(): oidc.ClientAuth {
    const secret = this.settings.upstreamClientSecret;
    return secret === '' ? oidc.None() : oidc.ClientSecretBasic(secret);
  }

  /** A configuration judged on the provider's clock (tests move it), from the issuer's discovered metadata. */
  async #config(): Promise<oidc.Configuration> {
    const execute = this.#insecure ? [allowPlainHttp] : [];
    if (this.#server === undefined) {
      const found = await oidc.discovery(
        new URL(this.settings.upstreamIssuer),
        this.settings.upstreamClientId,
        undefined,
        this.#auth,
        { execute },
      );
      this.#server = found.serverMetadata();
    }
    const skew = Math.round((this.clock.now() - Date.now()) / 1000);
    const config = new oidc.Configuration(
      this.#server,
      this.settings.upstreamClientId,
      { [oidc.clockSkew]: skew },
      this.#auth,
    );
    for (const step of execute) step(config);
    return config;
  }

  /** Where to send the browser; a refusal when the issuer cannot be reached. */
  async authorizationUrl(checks: UpstreamChecks, redirectUri: string): Promise<URL | UpstreamRefusal> {
    try {
      return oidc.buildAuthorizationUrl(await this.#config(), {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
      });
    } catch (err) {
      return refusalOf(err);
    }
  }

  /** The person the answer at `currentUrl` (the callback, as the issuer sent it) names, or why not. */
  async person(currentUrl: URL, checks: UpstreamChecks): Promise<UpstreamPerson | UpstreamRefusal> {
    try {
      const config = await this.#config();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (claims === undefined) return refusalOf(new Error('no ID token'));
      let said: Record<string, unknown> = claims;
      if (text(claims.email) === null)
        said = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        subject: claims.sub,
        email: text(said.email)?.toLowerCase() ?? null,
        emailVerified: said.email_verified === true,
        name: text(said.name),
      };
    } catch (err) {
      return refusalOf(err);
    }
  }
}
