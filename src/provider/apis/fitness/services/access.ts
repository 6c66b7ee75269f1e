/**
 * Who may see and change what. The developer of a request is its token's OAuth client. A source of a
 * custom type is seen only by the developer that created it (the public API's dataSources rules); a source of a
 * standard type is seen by every developer holding a read scope of its type, with the project number
 * obfuscated for developers other than its creator. Only the creator writes to a source.
 */
import type { DataSource } from '#shared/wire/fitness.ts';
import { insufficientScope, type Grant } from '../../../http/bearer.ts';
import { ApiError } from '../../../http/errors.ts';
import { canRead, canWrite, isCustomType, readScopesOf, writeScopeOf } from './data-types.ts';
import { obfuscatedProjectNumber, projectNumberOf, withProjectNumber } from './ids.ts';
import type { StoredSource } from '../store/source-store.ts';

/** `me` or the token's own user id; any other user is out of reach. */
export function resolveUser(userId: string, grant: Grant): string {
  if (userId === 'me' || userId === grant.userId) return grant.userId;
  throw new ApiError(403, 'forbidden', 'Only the user the access token speaks for ("me") can be reached.');
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
