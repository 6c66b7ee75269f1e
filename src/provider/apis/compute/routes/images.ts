/** images.get, images.list, images.insert and images.deprecate (the public Compute Engine v1 methods). */
import { integerText, withDefault } from '#shared/wire/decode.ts';
import { ApiError } from '../../../http/errors.ts';
import { queryParameter, reads } from '../../../http/input-description.ts';
import { held, pathParam, readAll, type Reader } from '../../../http/validate.ts';
import { NAME } from '../services/access.ts';
import { MAX_RESULTS, type ImagePage } from '../services/images.ts';
import { COMPUTE, IMAGES, route } from './compute-route.ts';
import { deprecation, image, read, requestId } from './wording.ts';

/** `pageToken`: the name the previous page ended at, as this provider wrote it. */
const after: Reader<string> = reads((c) => {
  const token = c.req.query('pageToken');
  if (token === undefined) return '';
  const name = Buffer.from(token, 'base64url').toString('utf8');
  if (!NAME.test(name))
    throw new ApiError(400, 'invalid', `Invalid value for field 'pageToken': '${token}'.`);
  return name;
}, queryParameter('pageToken'));

const page: Reader<ImagePage> = readAll({
  maxResults: read.query('maxResults', withDefault(integerText({ min: 0, max: MAX_RESULTS }), 0)),
  after,
});

const project = pathParam('project');
const name = pathParam('image');

export const imageRoutes = [
  route(
    {
      method: 'GET',
      path: IMAGES,
      id: 'compute.images.list',
      response: 'ImageList',
      access: COMPUTE,
      permission: 'compute.images.list',
      input: readAll({ project, page }),
    },
    ({ input }, { images }) => images.list(input.project, input.page),
  ),
  route(
    {
      method: 'POST',
      path: IMAGES,
      id: 'compute.images.insert',
      request: 'Image',
      response: 'Operation',
      access: COMPUTE,
      permission: 'compute.images.create',
      input: readAll({ project, requestId, body: held(read.body(image)) }),
    },
    ({ input, grant }, { images }) => images.insert(grant.userId, input.project, input.requestId, input.body),
  ),
  route(
    {
      method: 'GET',
      path: `${IMAGES}/:image`,
      id: 'compute.images.get',
      response: 'Image',
      access: COMPUTE,
      permission: 'compute.images.get',
      input: readAll({ project, name }),
    },
    ({ input }, { images }) => images.get(input.project, input.name),
  ),
  route(
    {
      method: 'POST',
      path: `${IMAGES}/:image/deprecate`,
      id: 'compute.images.deprecate',
      request: 'DeprecationStatus',
      response: 'Operation',
      access: COMPUTE,
      permission: 'compute.images.deprecate',
      input: readAll({
        project,
        name,
        requestId,
        body: held(read.body(deprecation, { empty: {} })),
      }),
    },
    ({ input, grant }, { images }) => images.deprecate(grant.userId, input, input.requestId, input.body),
  ),
];
