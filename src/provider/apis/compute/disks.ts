/**
 * disks.insert from an image: the operation that uses an image. A DEPRECATED image still works and the
 * Operation carries a DEPRECATED_RESOURCE_USED warning naming it and its replacement; an OBSOLETE or DELETED
 * one is refused at once with 400, before any Operation exists (docs/compute.md#using-a-deprecated-image).
 */
import type { Context } from 'hono';
import type { Image, Operation, OperationWarning } from '#shared/wire/compute.ts';
import { ApiError } from '../../http/errors.ts';
import { imagePath, notFound, parseImageRef, ZONES, type Links, type ProjectAccess } from './access.ts';
import { diskBody, requestIdOf } from './input.ts';
import { newUint64, type ComputeContext, type Operations } from './operations.ts';
import type { ResourceStore } from './store/resource-store.ts';

export class Disks {
  constructor(
    private readonly ctx: ComputeContext,
    private readonly access: ProjectAccess,
    private readonly store: ResourceStore,
    private readonly operations: Operations,
    private readonly links: Links,
  ) {}

  async insert(userId: string, project: string, zone: string, c: Context): Promise<Operation> {
    await this.access.require(userId, project, 'compute.disks.create', `projects/${project}/zones/${zone}`);
    if (!ZONES.includes(zone)) throw notFound(`projects/${project}/zones/${zone}`);
    const requestId = requestIdOf(c);
    const replayed = await this.operations.replay(project, requestId);
    if (replayed !== undefined) return replayed;
    const input = await diskBody(c);
    const ref = parseImageRef(input.sourceImage, project, this.links);
    const image = ref === undefined ? undefined : await this.store.image(ref.project, ref.name);
    if (ref === undefined || image === undefined) {
      throw new ApiError(
        400,
        'invalid',
        `Invalid value for field 'sourceImage': '${input.sourceImage}'. The image was not found.`,
      );
    }
    const state = image.deprecated?.state ?? 'ACTIVE';
    if (state === 'OBSOLETE' || state === 'DELETED') {
      throw new ApiError(400, 'invalid', unusable(imagePath(ref.project, ref.name), image, state));
    }
    if (await this.store.hasDisk(project, zone, input.name)) {
      throw new ApiError(
        409,
        'alreadyExists',
        `The resource 'projects/${project}/zones/${zone}/disks/${input.name}' already exists`,
      );
    }
    const selfLink = `projects/${project}/zones/${zone}/disks/${input.name}`;
    const disk = {
      kind: 'compute#disk',
      id: newUint64(),
      name: input.name,
      zone: `projects/${project}/zones/${zone}`,
      sizeGb: input.sizeGb ?? image.diskSizeGb,
      sourceImage: image.selfLink,
      sourceImageId: image.id,
      status: 'READY',
      selfLink,
      creationTimestamp: new Date(this.ctx.clock.now()).toISOString(),
    };
    const warnings =
      state === 'DEPRECATED' ? [deprecatedWarning(imagePath(ref.project, ref.name), image)] : undefined;
    const user = (await this.ctx.accounts.byId(userId))?.email ?? userId;
    const plan = {
      project,
      zone,
      operationType: 'insert',
      targetLink: selfLink,
      targetId: disk.id,
      user,
      warnings,
    };
    if (warnings === undefined) delete plan.warnings;
    return this.operations.run(plan, requestId, () => this.store.insertDisk(project, zone, input.name, disk));
  }
}

const suggestion = (image: Image): string =>
  image.deprecated?.replacement === undefined
    ? ''
    : ` A suggested replacement is '${image.deprecated.replacement}'.`;

function unusable(path: string, image: Image, state: string): string {
  return `The resource '${path}' is ${state === 'OBSOLETE' ? 'obsolete' : 'deleted'} and cannot be used.${suggestion(image)}`;
}

function deprecatedWarning(path: string, image: Image): OperationWarning {
  const data = [{ key: 'resource_name', value: path }];
  if (image.deprecated?.replacement !== undefined)
    data.push({ key: 'replacement', value: image.deprecated.replacement });
  return {
    code: 'DEPRECATED_RESOURCE_USED',
    message: `The resource '${path}' is deprecated.${suggestion(image)}`,
    data,
  };
}
