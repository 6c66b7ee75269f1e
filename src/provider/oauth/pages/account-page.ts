/**
 * The account page (docs/provider.md#pages, docs/identity.md#account-actions-and-their-events): the apps that
 * hold tokens for the signed-in person, each with "Remove access", and "Sign out everywhere". Both ask first;
 * their POSTs check the form's CSRF token, act in one transaction and raise their security event after it.
 */
import { Hono } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { findClient } from '../clients/store/clients-store.ts';
import { appsWithAccess } from '../tokens/app-access.ts';
import { removeAppAccess, signOutEverywhere, type AccountActionEnv } from '../events/account-actions.ts';
import { sendPage, seeOther } from './html.ts';
import { messagePage } from './device-views.ts';
import { words } from './words/catalogue.ts';
import { inBrowserLanguage } from './words/language.ts';
import {
  accountPage,
  confirmRemovePage,
  confirmSignOutEverywherePage,
  type AccountNotice,
} from './account-views.ts';
import { postedForm } from './form-checks.ts';
import { endSession, signedIn } from './session.ts';

const SIGN_IN = '/device/signin?next=account';
const back = (): { href: string; label: string } => ({ href: '/account', label: words().yourApps });

export function accountPages(ctx: ModuleContext, env: AccountActionEnv): Hono {
  const app = new Hono();
  const { sql } = ctx;
  app.use('/account', inBrowserLanguage);
  app.use('/account/*', inBrowserLanguage);

  app.get('/account', async (c) => {
    const person = await signedIn(c, ctx);
    if (person === undefined) return seeOther(c, SIGN_IN);
    const { session, user } = person;
    const removedId = c.req.query('removed');
    const removed =
      removedId === undefined ? undefined : (await findClient(sql, removedId, ctx.clock.now()))?.name;
    const notice: AccountNotice | undefined =
      removed !== undefined
        ? { kind: 'removed', appName: removed }
        : c.req.query('signedout') === 'everywhere'
          ? { kind: 'signed-out-everywhere' }
          : undefined;
    const apps = await appsWithAccess(sql, user.id, ctx.clock.now());
    return sendPage(c, 200, accountPage({ csrf: session.csrf, email: user.email, apps, notice }));
  });

  app.get('/account/remove', async (c) => {
    const person = await signedIn(c, ctx);
    if (person === undefined) return seeOther(c, SIGN_IN);
    const clientId = c.req.query('client_id');
    const apps = await appsWithAccess(sql, person.user.id, ctx.clock.now());
    const app = apps.find((a) => a.clientId === clientId);
    if (app === undefined) return seeOther(c, '/account');
    return sendPage(c, 200, confirmRemovePage(person.session.csrf, app));
  });

  app.post('/account/remove', async (c) => {
    const posted = await postedForm(c, ctx, [], back());
    if (!posted.ok) return posted.response;
    const { form, session } = posted;
    if (session.userId === null) return seeOther(c, SIGN_IN);
    const client = await findClient(sql, form.get('client_id') ?? '', ctx.clock.now());
    if (client === undefined) return sendPage(c, 400, messagePage(words().wentWrongTitle, words().badForm));
    await removeAppAccess(env, session.userId, client.id, ctx.clock.now());
    return seeOther(c, `/account?removed=${encodeURIComponent(client.id)}`);
  });

  app.get('/account/sign-out-everywhere', async (c) => {
    const person = await signedIn(c, ctx);
    if (person === undefined) return seeOther(c, SIGN_IN);
    const apps = (await appsWithAccess(sql, person.user.id, ctx.clock.now())).length;
    return sendPage(c, 200, confirmSignOutEverywherePage(person.session.csrf, apps));
  });

  app.post('/account/sign-out-everywhere', async (c) => {
    const posted = await postedForm(c, ctx, [], back());
    if (!posted.ok) return posted.response;
    const { session } = posted;
    if (session.userId === null) return seeOther(c, SIGN_IN);
    await signOutEverywhere(env, session.userId, ctx.clock.now(), session.digest);
    return seeOther(c, '/account?signedout=everywhere');
  });

  app.post('/account/signout', async (c) => {
    const posted = await postedForm(c, ctx, [], back());
    if (!posted.ok) return posted.response;
    await endSession(c, ctx, posted.session);
    return seeOther(c, '/device');
  });

  return app;
}
