/** The eleven search-ads v2 methods over HTTP: read the input, call the services, write JSON or a file. */
import { Hono } from 'hono';
import { integerText } from '#shared/wire/decode.ts';
import type { SavedColumnList } from '#shared/wire/searchads.ts';
import type { ApiEnv } from '../../http/bearer.ts';
import type { Access } from './access.ts';
import { availabilityBatch, conversionBatch } from './conversion-input.ts';
import type { Conversions } from './conversions.ts';
import { idMappingCsv } from './id-mapping.ts';
import { decodeOr400, jsonBody, listQuery, optionalId, pathId } from './input.ts';
import type { Reports } from './reports.ts';
import type { AccountStore } from './store/account-store.ts';

export interface SearchAdsServices {
  access: Access;
  accounts: AccountStore;
  conversions: Conversions;
  reports: Reports;
}

const ADVERTISER = '/agency/:agencyId/advertiser/:advertiserId';

export function searchAdsRoutes({ access, accounts, conversions, reports }: SearchAdsServices): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const user = (c: { get(key: 'grant'): { userId: string } }): string => c.get('grant').userId;

  app.get(`${ADVERTISER}/engine/:engineAccountId/conversion`, async (c) => {
    const path = {
      agencyId: pathId(c, 'agencyId'),
      advertiserId: pathId(c, 'advertiserId'),
      engineAccountId: pathId(c, 'engineAccountId'),
    };
    return c.json(await conversions.listForEngine(user(c), path, listQuery(c)));
  });

  app.get('/customer/:customerId/conversion', async (c) => {
    const customerId = pathId(c, 'customerId');
    const query = {
      ...listQuery(c),
      agencyId: decodeOr400(optionalId, c.req.query('agencyId'), 'agencyId'),
      advertiserId: decodeOr400(optionalId, c.req.query('advertiserId'), 'advertiserId'),
      engineAccountId: decodeOr400(optionalId, c.req.query('engineAccountId'), 'engineAccountId'),
    };
    return c.json(await conversions.listForCustomer(user(c), customerId, query));
  });

  app.post('/conversion', async (c) =>
    c.json(await conversions.insert(user(c), conversionBatch(await jsonBody(c)))),
  );
  app.put('/conversion', async (c) =>
    c.json(await conversions.update(user(c), conversionBatch(await jsonBody(c)))),
  );
  app.post('/conversion/updateAvailability', async (c) =>
    c.json(await conversions.updateAvailability(user(c), availabilityBatch(await jsonBody(c)))),
  );

  app.post('/reports/generate', async (c) => c.json(await reports.generate(user(c), await jsonBody(c))));
  app.post('/reports', async (c) => c.json(await reports.request(user(c), await jsonBody(c))));
  app.get('/reports/:reportId', async (c) => c.json(await reports.get(user(c), c.req.param('reportId'))));
  app.get('/reports/:reportId/files/:reportFragment', async (c) => {
    const fragment = decodeOr400(
      integerText({ min: 0, max: 1_000_000 }),
      c.req.param('reportFragment'),
      'reportFragment',
    );
    const file = await reports.file(user(c), c.req.param('reportId'), fragment);
    return c.body(file.text, 200, { 'Content-Type': file.contentType });
  });

  app.get(`${ADVERTISER}/idmapping`, async (c) => {
    const advertiser = await access.advertiser(user(c), pathId(c, 'agencyId'), pathId(c, 'advertiserId'));
    const csv = idMappingCsv(advertiser, await accounts.entities(advertiser.advertiserId));
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });

  app.get(`${ADVERTISER}/savedcolumns`, async (c) => {
    const advertiser = await access.advertiser(user(c), pathId(c, 'agencyId'), pathId(c, 'advertiserId'));
    const list: SavedColumnList = {
      kind: 'doubleclicksearch#savedColumnList',
      items: (await accounts.savedColumns(advertiser.advertiserId)).map((column) => ({
        kind: 'doubleclicksearch#savedColumn',
        savedColumnName: column.name,
        type: column.type,
      })),
    };
    return c.json(list);
  });

  return app;
}
