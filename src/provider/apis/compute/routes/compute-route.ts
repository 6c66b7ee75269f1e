/**
 * What every compute route shares: the services its handlers are given, its IAM permissions, and the scopes
 * (either the compute or the cloud-platform scope lets a request through; the project's permissions decide
 * the rest, docs/compute.md).
 */
import { SCOPES } from '#shared/scopes.ts';
import { anyScope, routeOf } from '../../../route.ts';
import type { Permission, ProjectAccess } from '../services/access.ts';
import type { Disks } from '../services/disks.ts';
import type { Images } from '../services/images.ts';
import type { Operations } from '../services/operations.ts';

export interface ComputeServices {
  access: ProjectAccess;
  images: Images;
  disks: Disks;
  operations: Operations;
}

export const COMPUTE = anyScope(SCOPES.compute, SCOPES.cloudPlatform);

export const PROJECT = '/projects/:project';
export const IMAGES = `${PROJECT}/global/images`;

export const route = routeOf<ComputeServices, Permission>();
