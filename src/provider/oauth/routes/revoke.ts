/**
 * POST /revoke (RFC 7009), with the token in the query string as the README's dialect has it (a form body
 * also accepted; docs/provider.md#revoke). The whole input is checked before anything is revoked.
 */
import { singleQuery } from '../../http/form.ts';
import type { ModuleContext } from '../../module.ts';
import { PUBLIC } from '../../route.ts';
import { revokeToken } from '../tokens/revocation.ts';
import { invalidRequest, invalidToken } from '../errors.ts';
import { NO_STORE, read, route, type FormEndpoint } from './oauth-route.ts';

export function revokeEndpoint(ctx: ModuleContext): FormEndpoint {
  return async (form, c) => {
    const inQuery = singleQuery(c, 'token');
    if (inQuery === null) throw invalidRequest('The parameter token appears more than once.');
    const inBody = form.get('token');
    if (inQuery !== undefined && inBody !== undefined)
      throw invalidRequest('Send token once, in the query string.');
    const token = inQuery ?? inBody;
    if (token === undefined || token === '') throw invalidRequest('token is required.');
    const revoked = await revokeToken(ctx.sql, token, ctx.clock.now());
    if (!revoked) throw invalidToken();
    return c.json({});
  };
}

export const revokeRoutes = [
  route(
    {
      method: 'POST',
      path: '/revoke',
      id: 'oauth.revoke',
      access: PUBLIC,
      headers: NO_STORE,
      input: read.form({ emptyWithoutType: true }),
    },
    ({ input, c }, { revoke }) => revoke(input, c),
  ),
];
