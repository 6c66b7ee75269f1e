/** apis.list of the public Discovery Service, without a token, as the public directory answers it. */
import { flag, optional, string } from '#shared/wire/decode.ts';
import { badRequest } from '../../http/errors.ts';
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
      input: readAll({
        preferred: read.query('preferred', flag),
        name: read.query('name', optional(string)),
      }),
    },
    ({ input }, directory) => directory.list(input),
  ),
];
