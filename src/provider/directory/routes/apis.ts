/**
 * apis.list and apis.getRest of the public Discovery Service, without a token, as the public directory
 * answers them: the list, and each listed API's Discovery document at its `discoveryRestUrl`.
 */
import { flag, optional, string } from '#shared/wire/decode.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { plainRefusal, readAll, readersFor } from '../../http/validate.ts';
import { PUBLIC, routeOf } from '../../route.ts';
import type { DirectoryService } from '../service.ts';

/** The public directory's words for a parameter it cannot read. */
const read = readersFor({
  param: (error, raw) =>
    badRequest(
      `Invalid value for ${error.path}: "${String(raw)}". It must be ${error.expected}.`,
      'invalidParameter',
    ),
  body: plainRefusal,
  field: plainRefusal,
});

const route = routeOf<DirectoryService>();

export const apisRoutes = [
  route(
    {
      method: 'GET',
      path: '/apis',
      id: 'discovery.apis.list',
      access: PUBLIC,
      response: 'DirectoryList',
      input: readAll({
        preferred: read.query('preferred', flag),
        name: read.query('name', optional(string)),
      }),
    },
    ({ input }, directory) => directory.list(input),
  ),
  route(
    {
      method: 'GET',
      path: '/apis/:api/:version/rest',
      id: 'discovery.apis.getRest',
      access: PUBLIC,
      response: 'RestDescription',
      input: readAll({ api: read.param('api', string), version: read.param('version', string) }),
    },
    ({ input }, directory) => {
      const document = directory.document(input.api, input.version);
      if (document === undefined) {
        throw new ApiError(404, 'notFound', `No API ${input.api} ${input.version} is served here.`);
      }
      return document;
    },
  ),
];
