/**
 * Which local person an upstream sign-in is (docs/identity.md#upstream-sign-in): the one its subject was
 * linked to before; else the person an administrator added with the address the issuer verified, linked
 * now; else, with PROVIDER_UPSTREAM_CREATE_PEOPLE=1, a new person. An address the issuer does not say it
 * verified links nobody: anyone could claim one there.
 */
import type { SqlAccess } from '../../store/sql-access.ts';
import { accountStatesIn } from '../accounts/store/account-states.ts';
import { NO_PASSWORD, usersIn } from '../accounts/store/users-store.ts';
import { newPersonId } from '../admin/people-admin.ts';
import { auditIn } from '../admin/store/audit-store.ts';
import type { UpstreamPerson } from './upstream-issuer.ts';
import type { UpstreamRefusal } from './upstream-refusals.ts';
import { upstreamIn } from './store/upstream-store.ts';

export interface LinkSettings {
  upstreamIssuer: string;
  upstreamName: string;
  upstreamCreatePeople: boolean;
}

/** The local person's id, or why there is none. */
export async function localPerson(
  sql: SqlAccess,
  settings: LinkSettings,
  person: UpstreamPerson,
  now: number,
): Promise<string | UpstreamRefusal> {
  const links = upstreamIn(sql);
  const issuer = settings.upstreamIssuer;
  return sql.withTransaction(async () => {
    const linked = await links.linked(issuer, person.subject);
    if (linked !== undefined) return linked;
    if (person.email === null || !person.emailVerified) return { refused: 'no-email' };
    const known = await accountStatesIn(sql).byEmail(person.email);
    let id = known?.id;
    if (id === undefined) {
      if (!settings.upstreamCreatePeople) return { refused: 'no-account' };
      id = newPersonId();
      const name = person.name ?? person.email.split('@')[0] ?? person.email;
      await usersIn(sql).insert({
        id,
        email: person.email,
        name: name.slice(0, 100),
        passwordHash: NO_PASSWORD,
        org: null,
        forbiddenScopes: [],
        admin: false,
      });
      await auditIn(sql).record({
        at: now,
        actor: `${person.email} through ${settings.upstreamName}`,
        action: 'added person',
        target: person.email,
      });
    }
    await links.link(issuer, person.subject, id, now);
    return id;
  });
}
