/**
 * What every endpoint of the authorization server shares: the services its handlers are given, each
 * endpoint made once from the module's context (module.ts); the no-store headers of the token endpoints;
 * and the readers, whose every refusal is RFC 6749 §5.2's `invalid_request` with the problem in words
 * (docs/provider.md#the-authorization-server-in-the-template).
 */
import type { Context } from 'hono';
import type { Grant } from '../../http/bearer.ts';
import type { Form } from '../../http/form.ts';
import { readersFor, type Refusal } from '../../http/validate.ts';
import type { ModuleContext } from '../../module.ts';
import { routeOf } from '../../route.ts';
import type { KeyRing } from '../keys/key-ring.ts';
import { invalidRequest } from '../errors.ts';
import type { UserinfoEndpoint } from './userinfo.ts';

/** An endpoint that reads a form body, made once at start and called with each request's form. */
export type FormEndpoint = (form: Form, c: Context) => Promise<Response>;

export interface OAuthServices {
  ctx: ModuleContext;
  keys: KeyRing;
  deviceCode: FormEndpoint;
  token: FormEndpoint;
  revoke: FormEndpoint;
  userinfo: UserinfoEndpoint;
}

/** RFC 6749 §5.1: the token endpoints' answers, errors included, must not be cached. */
export const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' } as const;

const refuse: Refusal = (error) => invalidRequest(`${error.message}.`);

export const read = readersFor({ param: refuse, body: refuse, field: refuse, form: invalidRequest });

/** A handler's caller is the UserInfo credential's grant where a route asks for it (userinfo.ts). */
export const route = routeOf<OAuthServices, never, Grant>();
