/**
 * Who may see and change what. The developer of a request is its token's OAuth client. A source of a
 * custom type is seen only by the developer that created it (seed 002, dataSources rule 5); a source of a
 * standard type is seen by every developer holding a read scope of its type, with the project number
 * obfuscated for developers other than its creator (rule 3). Only the creator writes to a source.
 */
import type { DataSource } from '#shared/wire/fitness.ts';
import type { Grant } from '../../http/bearer.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Db } from '../../store/db.ts';
import { canRead, canWrite, isCustomType, readScopesOf, writeScopeOf } from './data-types.ts';
import { obfuscatedProjectNumber, projectNumberOf, withProjectNumber } from './ids.ts';
import { listSources, type StoredSource } from './store-sources.ts';

/** `me` or the token's own user id; any other user is out of reach. */
export function resolveUser(userId: string, grant: Grant): string {
  if (userId === 'me' || userId === grant.userId) return grant.userId;
  throw new ApiError(403, 'forbidden', 'Only the user the access token speaks for ("me") can be reached.');
}

export function insufficientScope(scopes: readonly string[]): ApiError {
  return new ApiError(
    403,
    'insufficientPermissions',
    'Request had insufficient authentication scopes.',
    'global',
    {
      'WWW-Authenticate': `Bearer realm="provider", error="insufficient_scope", scope="${scopes.join(' ')}"`,
    },
  );
}

export function requireRead(grant: Grant, typeName: string): void {
  if (!canRead(grant.scopes, typeName)) throw insufficientScope(readScopesOf(typeName));
}

export function requireWrite(grant: Grant, typeName: string): void {
  if (!canWrite(grant.scopes, typeName)) throw insufficientScope([writeScopeOf(typeName)]);
}

/** The source as this developer sees it; undefined when a custom type hides it. */
export function viewOf(stored: StoredSource, grant: Grant): DataSource | undefined {
  if (stored.clientId === grant.clientId) return stored.resource;
  if (isCustomType(stored.resource.dataType.name)) return undefined;
  const masked = obfuscatedProjectNumber(projectNumberOf(stored.clientId), projectNumberOf(grant.clientId));
  return { ...stored.resource, dataStreamId: withProjectNumber(stored.resource.dataStreamId, masked) };
}

export interface VisibleSource {
  stored: StoredSource;
  view: DataSource;
}

/** The user's sources this developer may see, scopes aside. */
export function sourcesSeenBy(db: Db, userId: string, grant: Grant): VisibleSource[] {
  return listSources(db, userId).flatMap((stored) => {
    const view = viewOf(stored, grant);
    return view === undefined ? [] : [{ stored, view }];
  });
}

/** The source this developer knows as `id`: 404 when there is none, 403 when the scopes don't cover it. */
export function findSource(
  db: Db,
  userId: string,
  grant: Grant,
  id: string,
  need: 'read' | 'write',
): VisibleSource {
  const found = sourcesSeenBy(db, userId, grant).find((s) => s.view.dataStreamId === id);
  if (found === undefined) throw notFound(`Data source not found: ${id}`);
  const typeName = found.stored.resource.dataType.name;
  if (need === 'read') requireRead(grant, typeName);
  else {
    requireWrite(grant, typeName);
    if (found.stored.clientId !== grant.clientId) {
      throw new ApiError(403, 'forbidden', `Only the developer that created ${id} may change it.`);
    }
  }
  return found;
}
