/**
 * The account page (docs/provider.md#pages): the apps that hold tokens for the signed-in person, each with
 * "Remove access", which asks first and then stops every token of that app for that person.
 */
import { Hono, type Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { SCOPE_DESCRIPTIONS } from '#shared/scopes.ts';
import { findClient, findUser } from '../clients.ts';
import { appsWithAccess, removeAccess, type AppAccess } from '../tokens.ts';
import { readForm, type FormResult } from '../form.ts';
import { html, layout, sendPage, seeOther, type SafeHtml } from './html.ts';
import { messagePage, WORDS } from './device-views.ts';
import { csrfMatches, endSession, findSession, type Session } from './session.ts';

function appItem(app: AppAccess): SafeHtml {
  const since = day(app.since);
  return html`<li>
    <h2>${app.clientName}</h2>
    <p class="muted">Has access since ${since}. It can:</p>
    <ul>
      ${app.scopes.map((s) => html`<li>${SCOPE_DESCRIPTIONS[s] ?? s}</li>`)}
    </ul>
    <form method="get" action="/account/remove">
      <input type="hidden" name="client_id" value="${app.clientId}" />
      <button class="secondary" type="submit">Remove access for ${app.clientName}</button>
    </form>
  </li>`;
}

const day = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** The question before removing: names the app and the device, with Cancel first. Only its form removes. */
function confirmRemovePage(csrf: string, app: AppAccess): SafeHtml {
  return layout(
    'Remove access?',
    html`<h1>Remove access for ${app.clientName} on the device that connected on ${day(app.since)}?</h1>
      <p>That device will be signed out and will need a new code to connect again.</p>
      <div class="row">
        <a class="button secondary" href="/account">Cancel</a>
        <form method="post" action="/account/remove">
          <input type="hidden" name="csrf" value="${csrf}" />
          <input type="hidden" name="client_id" value="${app.clientId}" />
          <button type="submit">Remove access</button>
        </form>
      </div>`,
  );
}

function accountPage(view: { csrf: string; email: string; apps: AppAccess[]; removed?: string }): SafeHtml {
  return layout(
    'Your apps',
    html`<h1>Apps with access to your account</h1>
      <p class="muted">${view.email}</p>
      ${view.removed === undefined ? '' : html`<p class="notice" role="status">${view.removed} no longer has access.</p>`}
      ${
        view.apps.length === 0
          ? html`<p>No apps have access to your account.</p>`
          : html`<ul class="apps">
              ${view.apps.map((app) => appItem(app))}
            </ul>`
      }
      <form method="post" action="/account/signout">
        <input type="hidden" name="csrf" value="${view.csrf}" />
        <button class="secondary" type="submit">Sign out</button>
      </form>`,
    html`<a href="/device">Connect a device</a>`,
  );
}

/** A POST of the account page: its form read and its CSRF token checked before anything else. */
async function accountForm(
  c: Context,
  ctx: ModuleContext,
): Promise<
  { ok: true; form: Extract<FormResult, { ok: true }>; session: Session } | { ok: false; response: Response }
> {
  const form = await readForm(c);
  if (!form.ok)
    return { ok: false, response: sendPage(c, 400, messagePage('Something went wrong', WORDS.badForm)) };
  const session = findSession(c, ctx);
  if (session === undefined || !csrfMatches(session, form.get('csrf'))) {
    const again = messagePage('Please try again', WORDS.staleForm, { href: '/account', label: 'Your apps' });
    return { ok: false, response: sendPage(c, 403, again) };
  }
  return { ok: true, form, session };
}

export function accountPages(ctx: ModuleContext): Hono {
  const app = new Hono();
  const { db } = ctx;

  app.get('/account', (c) => {
    const session = findSession(c, ctx);
    const user = session?.userId == null ? undefined : findUser(db, session.userId);
    if (session === undefined || user === undefined) return seeOther(c, '/device/signin?next=account');
    const removedId = c.req.query('removed');
    const removed = removedId === undefined ? undefined : findClient(db, removedId)?.name;
    const apps = appsWithAccess(db, user.id, ctx.clock.now());
    return sendPage(c, 200, accountPage({ csrf: session.csrf, email: user.email, apps, removed }));
  });

  app.get('/account/remove', (c) => {
    const session = findSession(c, ctx);
    const user = session?.userId == null ? undefined : findUser(db, session.userId);
    if (session === undefined || user === undefined) return seeOther(c, '/device/signin?next=account');
    const clientId = c.req.query('client_id');
    const app = appsWithAccess(db, user.id, ctx.clock.now()).find((a) => a.clientId === clientId);
    if (app === undefined) return seeOther(c, '/account');
    return sendPage(c, 200, confirmRemovePage(session.csrf, app));
  });

  app.post('/account/remove', async (c) => {
    const posted = await accountForm(c, ctx);
    if (!posted.ok) return posted.response;
    const { form, session } = posted;
    if (session.userId === null) return seeOther(c, '/device/signin?next=account');
    const client = findClient(db, form.get('client_id') ?? '');
    if (client === undefined) return sendPage(c, 400, messagePage('Something went wrong', WORDS.badForm));
    const userId = session.userId;
    db.transaction(() => {
      removeAccess(db, userId, client.id, ctx.clock.now());
    })();
    return seeOther(c, `/account?removed=${encodeURIComponent(client.id)}`);
  });

  app.post('/account/signout', async (c) => {
    const posted = await accountForm(c, ctx);
    if (!posted.ok) return posted.response;
    const { session } = posted;
    endSession(c, ctx, session);
    return seeOther(c, '/device');
  });

  return app;
}
