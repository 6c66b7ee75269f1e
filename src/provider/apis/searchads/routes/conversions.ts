/**
 * The conversion methods (the public DoubleClick Search v2 reference): the two lists, insert, update and
 * updateAvailability. Who may see which advertiser is the service's to decide (services/access.ts), from
 * the ids the input names, path or body rows alike.
 */
import { readAll } from '../../../http/validate.ts';
import { availabilityBatch, conversionBatch } from './conversion-input.ts';
import { ADVERTISER, route, SEARCH_ADS } from './searchads-route.ts';
import { listQuery, optionalId, pathId, read } from './wording.ts';

export const conversionRoutes = [
  route(
    {
      method: 'GET',
      path: `${ADVERTISER}/engine/:engineAccountId/conversion`,
      id: 'doubleclicksearch.conversion.get',
      response: 'ConversionList',
      access: SEARCH_ADS,
      input: readAll({
        path: readAll({
          agencyId: pathId('agencyId'),
          advertiserId: pathId('advertiserId'),
          engineAccountId: pathId('engineAccountId'),
        }),
        query: listQuery,
      }),
    },
    ({ input, grant }, { conversions }) => conversions.listForEngine(grant.userId, input.path, input.query),
  ),
  route(
    {
      method: 'GET',
      path: '/customer/:customerId/conversion',
      id: 'doubleclicksearch.conversion.getByCustomerId',
      response: 'ConversionList',
      access: SEARCH_ADS,
      input: readAll({
        customerId: pathId('customerId'),
        list: listQuery,
        agencyId: read.query('agencyId', optionalId),
        advertiserId: read.query('advertiserId', optionalId),
        engineAccountId: read.query('engineAccountId', optionalId),
      }),
    },
    ({ input, grant }, { conversions }) => {
      const { customerId, list, ...ids } = input;
      return conversions.listForCustomer(grant.userId, customerId, { ...list, ...ids });
    },
  ),
  route(
    {
      method: 'POST',
      path: '/conversion',
      id: 'doubleclicksearch.conversion.insert',
      request: 'ConversionList',
      response: 'ConversionList',
      access: SEARCH_ADS,
      input: conversionBatch,
    },
    ({ input, grant }, { conversions }) => conversions.insert(grant.userId, input),
  ),
  route(
    {
      method: 'PUT',
      path: '/conversion',
      id: 'doubleclicksearch.conversion.update',
      request: 'ConversionList',
      response: 'ConversionList',
      access: SEARCH_ADS,
      input: conversionBatch,
    },
    ({ input, grant }, { conversions }) => conversions.update(grant.userId, input),
  ),
  route(
    {
      method: 'POST',
      path: '/conversion/updateAvailability',
      id: 'doubleclicksearch.conversion.updateAvailability',
      request: 'UpdateAvailabilityRequest',
      response: 'UpdateAvailabilityResponse',
      access: SEARCH_ADS,
      input: availabilityBatch,
    },
    ({ input, grant }, { conversions }) => conversions.updateAvailability(grant.userId, input),
  ),
];
