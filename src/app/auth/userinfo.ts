/**
 * UserInfo (OpenID Connect Core 1.0 §5.3): who the access token belongs to, asked of the provider. The
 * fallback of identity.ts, and all a token set kept without an ID token needs, so it is a module of its
 * own that does not bring `jose` along.
 */
import { nonEmptyString, optional, shape } from '#shared/wire/decode.ts';
import type { Endpoints } from '../config/discovery.ts';
import type { AccountIdentity } from './token-store.ts';

export interface UserinfoDeps {
  endpoints: Pick<Endpoints, 'userinfo'>;
  fetchFn: typeof fetch;
}

const claims = shape<AccountIdentity>({
  sub: nonEmptyString,
  email: optional(nonEmptyString),
  name: optional(nonEmptyString),
});

export function identityOf(value: unknown): AccountIdentity {
  const { sub, email, name } = claims(value, 'claims');
  return { sub, ...(email === undefined ? {} : { email }), ...(name === undefined ? {} : { name }) };
}

/** userinfo with the access token (RFC 6750 §2.1); undefined when it cannot say. */
export async function userinfo(
  accessToken: string,
  deps: UserinfoDeps,
): Promise<AccountIdentity | undefined> {
  const address = deps.endpoints.userinfo;
  if (address === undefined) return undefined;
  try {
    const response = await deps.fetchFn(address, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    });
    return response.ok ? identityOf(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}
