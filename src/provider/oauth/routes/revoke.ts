/**
 * POST /revoke (RFC 7009), with the token in the query string as the README's dialect has it (a form body
 * also accepted; docs/provider.md#revoke). The whole input is checked before anything is revoked.
 */
import { Hono } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { revokeToken } from '../tokens/revocation.ts';
import { invalidRequest, invalidToken } from '../errors.ts';
import { readForm, singleQuery } from '../../http/form.ts';
import { noStore } from './token.ts';

export function revokeRoutes(ctx: ModuleContext): Hono {
  const app = new Hono();
  app.post('/revoke', noStore, async (c) => {
    const form = await readForm(c, { emptyWithoutType: true });
    if (!form.ok) throw invalidRequest(form.problem);
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
  });
  return app;
}
