/**
 * Roles on a project and the IAM permissions each holds (named as the public Compute Engine API names them),
 * and the resource links this provider writes. A project the caller holds no role on answers like a missing
 * permission, so projects cannot be probed (docs/compute.md#rules-this-api-follows).
 */
import { ApiError } from '../../../http/errors.ts';
import type { ResourceStore, Role } from '../store/resource-store.ts';

const READ = [
  'compute.images.get',
  'compute.images.list',
  'compute.globalOperations.get',
  'compute.zoneOperations.get',
] as const;
const WRITE = [
  'compute.images.create',
  'compute.images.deprecate',
  'compute.images.useReadOnly',
  'compute.disks.create',
] as const;

export type Permission = (typeof READ)[number] | (typeof WRITE)[number];

const ROLES: Readonly<Record<Role, readonly Permission[]>> = {
  viewer: READ,
  owner: [...READ, ...WRITE],
};

/** Zones disks and zonal operations may name. */
export const ZONES: readonly string[] = ['us-central1-a', 'us-central1-b', 'europe-west1-b'];

/** RFC 1035 labels, as the public API requires of resource names. */
export const NAME = /^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$/;

export const forbidden = (permission: Permission, resource: string): ApiError =>
  new ApiError(403, 'forbidden', `Required '${permission}' permission for '${resource}'`);

export const notFound = (resource: string): ApiError =>
  new ApiError(404, 'notFound', `The resource '${resource}' was not found`);

/** A route's path parameter by name. */
type Param = (name: string) => string;

const project = (param: Param): string => `projects/${param('project')}`;
const image = (param: Param): string => imagePath(param('project'), param('image'));

/** The resource each permission is checked on, as the public API names it in its 403. */
const RESOURCE: Readonly<Record<Permission, (param: Param) => string>> = {
  'compute.images.get': image,
  'compute.images.list': project,
  'compute.images.create': project,
  'compute.images.deprecate': image,
  'compute.images.useReadOnly': image,
  'compute.disks.create': (param) => `${project(param)}/zones/${param('zone')}`,
  'compute.globalOperations.get': project,
  'compute.zoneOperations.get': project,
};

export class ProjectAccess {
  constructor(private readonly store: ResourceStore) {}

  /** The caller holds `permission` on the project the path names; else 403 naming it and the resource. */
  async require(userId: string, permission: Permission, param: Param): Promise<void> {
    const name = param('project');
    const role = NAME.test(name) ? await this.store.role(name, userId) : undefined;
    if (role === undefined || !ROLES[role].includes(permission)) {
      throw forbidden(permission, RESOURCE[permission](param));
    }
  }
}

/** `projects/p/global/images/x`, the partial link errors and warnings name. */
export const imagePath = (project: string, name: string): string =>
  `projects/${project}/global/images/${name}`;

/** Full links are written when answering, from the origin the provider has then. */
export interface Links {
  base(): string;
}

export const linksFor = (publicUrl: () => string): Links => ({ base: () => `${publicUrl()}/compute/v1` });

/**
 * The image a reference names: a full link on this provider, `projects/p/global/images/x`, or
 * `global/images/x` (in `project`). Anything else names nothing.
 */
export function parseImageRef(
  ref: string,
  project: string,
  links: Links,
): { project: string; name: string } | undefined {
  const partial = ref.startsWith(`${links.base()}/`) ? ref.slice(links.base().length + 1) : ref;
  const full = /^projects\/([^/]+)\/global\/images\/([^/]+)$/.exec(partial);
  if (full?.[1] !== undefined && full[2] !== undefined) return { project: full[1], name: full[2] };
  const local = /^global\/images\/([^/]+)$/.exec(partial);
  if (local?.[1] !== undefined && !ref.includes('://')) return { project, name: local[1] };
  return undefined;
}
