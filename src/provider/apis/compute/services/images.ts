/**
 * images.get, images.list, images.insert and images.deprecate (the public Compute Engine v1 methods).
 * A deprecation takes effect when its request is accepted; its Operation then moves on by the clock. The
 * informational timestamps never change the state (docs/compute.md#rules-this-api-follows).
 */
import type { DeprecationStatus, Image, ImageList, Operation } from '#shared/wire/compute.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Held } from '../../../http/validate.ts';
import type { DeprecationInput, ImageInput } from '../routes/wording.ts';
import type { ResourceStore } from '../store/resource-store.ts';
import { imagePath, NAME, notFound, parseImageRef, type Links } from './access.ts';
import { newUint64, type ComputeContext, type Operations } from './operations.ts';

export const MAX_RESULTS = 500;

/** A page of images.list: how many (0 is all, up to MAX_RESULTS) and the name the last page ended at. */
export interface ImagePage {
  maxResults: number;
  after: string;
}

/**
 * The project's images and their deprecation. The caller's permission was checked before any of these
 * runs (module.ts admit); a body is read from `Held`, after a retried requestId has had its answer.
 */
export class Images {
  constructor(
    private readonly ctx: ComputeContext,
    private readonly store: ResourceStore,
    private readonly operations: Operations,
    private readonly links: Links,
  ) {}

  async get(project: string, name: string): Promise<Image> {
    return this.#view(await this.#image(project, name));
  }

  async list(project: string, { maxResults, after }: ImagePage): Promise<ImageList> {
    const limit = maxResults === 0 ? MAX_RESULTS : maxResults;
    const page = await this.store.images(project, after, limit + 1);
    const items = page.slice(0, limit);
    const list: ImageList = {
      kind: 'compute#imageList',
      id: `projects/${project}/global/images`,
      items: items.map((image) => this.#view(image)),
      selfLink: `${this.links.base()}/projects/${project}/global/images`,
    };
    const last = items.at(-1);
    if (page.length > limit && last !== undefined)
      list.nextPageToken = Buffer.from(last.name).toString('base64url');
    return list;
  }

  async insert(
    userId: string,
    project: string,
    requestId: string | undefined,
    body: Held<ImageInput>,
  ): Promise<Operation> {
    const replayed = await this.operations.replay(project, requestId);
    if (replayed !== undefined) return replayed;
    const input = body.value();
    if ((await this.store.image(project, input.name)) !== undefined) {
      throw new ApiError(
        409,
        'alreadyExists',
        `The resource '${imagePath(project, input.name)}' already exists`,
      );
    }
    const image: Image = {
      kind: 'compute#image',
      id: newUint64(),
      creationTimestamp: new Date(this.ctx.clock.now()).toISOString(),
      name: input.name,
      selfLink: imagePath(project, input.name),
      sourceType: 'RAW',
      status: 'READY',
      diskSizeGb: input.diskSizeGb ?? '10',
    };
    if (input.description !== undefined) image.description = input.description;
    if (input.family !== undefined) image.family = input.family;
    const plan = {
      project,
      operationType: 'insert',
      targetLink: image.selfLink,
      targetId: image.id,
      user: await this.#email(userId),
    };
    return this.operations.run(plan, requestId, () => this.store.insertImage(project, image));
  }

  async deprecate(
    userId: string,
    target: { project: string; name: string },
    requestId: string | undefined,
    body: Held<DeprecationInput | null>,
  ): Promise<Operation> {
    const { project, name } = target;
    // A retry answers the first Operation whatever its body says, and changes nothing.
    const replayed = await this.operations.replay(project, requestId);
    if (replayed !== undefined) return replayed;
    const image = await this.#image(project, name);
    const input = body.value();
    let status: DeprecationStatus | undefined;
    if (input !== null) {
      status = { ...input };
      if (input.replacement !== undefined)
        status.replacement = await this.#replacement(input.replacement, project, name);
    }
    const plan = {
      project,
      operationType: 'deprecate',
      targetLink: image.selfLink,
      targetId: image.id,
      user: await this.#email(userId),
    };
    return this.operations.run(plan, requestId, async () => {
      const next: Image = { ...image };
      if (status === undefined) delete next.deprecated;
      else next.deprecated = status;
      await this.store.putImage(project, next);
    });
  }

  /** The replacement as the (partial, stored) link of an existing image other than the one deprecated. */
  async #replacement(ref: string, project: string, self: string): Promise<string> {
    const target = parseImageRef(ref, project, this.links);
    const found = target === undefined ? undefined : await this.store.image(target.project, target.name);
    const retired = found?.deprecated?.state === 'OBSOLETE' || found?.deprecated?.state === 'DELETED';
    if (
      target === undefined ||
      found === undefined ||
      retired ||
      (target.project === project && target.name === self)
    ) {
      throw new ApiError(
        400,
        'invalid',
        `Invalid value for field 'replacement': '${ref}'. It must name an existing image other than this one that is neither OBSOLETE nor DELETED.`,
      );
    }
    return found.selfLink;
  }

  /** Images are stored with partial links (the origin may change between runs); answers carry full ones. */
  #view(image: Image): Image {
    const view: Image = { ...image, selfLink: `${this.links.base()}/${image.selfLink}` };
    const replacement = image.deprecated?.replacement;
    if (image.deprecated !== undefined && replacement !== undefined) {
      view.deprecated = { ...image.deprecated, replacement: `${this.links.base()}/${replacement}` };
    }
    return view;
  }

  async #image(project: string, name: string): Promise<Image> {
    const image = NAME.test(name) ? await this.store.image(project, name) : undefined;
    if (image === undefined) throw notFound(imagePath(project, name));
    return image;
  }

  async #email(userId: string): Promise<string> {
    return (await this.ctx.accounts.byId(userId))?.email ?? userId;
  }
}
