/**
 * disks.insert from an image: the operation that uses an image. A DEPRECATED image still works and the
 * Operation carries a DEPRECATED_RESOURCE_USED warning naming it and its replacement; an OBSOLETE or DELETED
 * one is refused at once with 400, before any Operation exists (docs/compute.md#using-a-deprecated-image).
 */
import type { Image, Operation, OperationWarning } from '#shared/wire/compute.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Held } from '../../../http/validate.ts';
import type { DiskInput } from '../routes/wording.ts';
import type { ResourceStore } from '../store/resource-store.ts';
import { imagePath, parseImageRef, type Links } from './access.ts';
import { newUint64, type ComputeContext, type Operations } from './operations.ts';

export class Disks {
  constructor(
    private readonly ctx: ComputeContext,
    private readonly store: ResourceStore,
    private readonly operations: Operations,
    private readonly links: Links,
  ) {}

  /** In a zone of ZONES (the route's input checked it); the caller may create disks (module.ts admit). */
  async insert(
    userId: string,
    where: { project: string; zone: string },
    requestId: string | undefined,
    body: Held<DiskInput>,
  ): Promise<Operation> {
    const { project, zone } = where;
    const replayed = await this.operations.replay(project, requestId);
    if (replayed !== undefined) return replayed;
    const input = body.value();
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
