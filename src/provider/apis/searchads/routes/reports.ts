/**
 * The reports methods (the public DoubleClick Search v2 reference): generate, request, get, getFile and
 * getIdMappingFile; and savedColumns.list, the columns a report may name (docs/searchads.md#reports).
 */
import { integerText } from '#shared/wire/decode.ts';
import { pathParam, readAll } from '../../../http/validate.ts';
import { reportRequest } from './report-request.ts';
import { ADVERTISER, route, SEARCH_ADS } from './searchads-route.ts';
import { pathId, read } from './wording.ts';

const reportId = pathParam('reportId');
const advertiser = readAll({ agencyId: pathId('agencyId'), advertiserId: pathId('advertiserId') });

export const reportRoutes = [
  route(
    {
      method: 'POST',
      path: '/reports/generate',
      id: 'doubleclicksearch.reports.generate',
      request: 'ReportRequest',
      response: 'Report',
      access: SEARCH_ADS,
      input: reportRequest(false),
    },
    ({ input, grant }, { reports }) => reports.generate(grant.userId, input),
  ),
  route(
    {
      method: 'POST',
      path: '/reports',
      id: 'doubleclicksearch.reports.request',
      request: 'ReportRequest',
      response: 'Report',
      access: SEARCH_ADS,
      input: reportRequest(true),
    },
    ({ input, grant }, { reports }) => reports.request(grant.userId, input),
  ),
  route(
    {
      method: 'GET',
      path: '/reports/:reportId',
      id: 'doubleclicksearch.reports.get',
      response: 'Report',
      access: SEARCH_ADS,
      input: reportId,
    },
    ({ input, grant }, { reports }) => reports.get(grant.userId, input),
  ),
  route(
    {
      method: 'GET',
      path: '/reports/:reportId/files/:reportFragment',
      id: 'doubleclicksearch.reports.getFile',
      access: SEARCH_ADS,
      input: readAll({
        reportId,
        fragment: read.param('reportFragment', integerText({ min: 0, max: 1_000_000 })),
      }),
    },
    async ({ input, grant, c }, { reports }) => {
      const file = await reports.file(grant.userId, input.reportId, input.fragment);
      return c.body(file.text, 200, { 'Content-Type': file.contentType });
    },
  ),
  route(
    {
      method: 'GET',
      path: `${ADVERTISER}/idmapping`,
      id: 'doubleclicksearch.reports.getIdMappingFile',
      access: SEARCH_ADS,
      input: advertiser,
    },
    async ({ input, grant, c }, { reports }) => {
      const csv = await reports.idMappingFile(grant.userId, input.agencyId, input.advertiserId);
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    },
  ),
  route(
    {
      method: 'GET',
      path: `${ADVERTISER}/savedcolumns`,
      id: 'doubleclicksearch.savedColumns.list',
      response: 'SavedColumnList',
      access: SEARCH_ADS,
      input: advertiser,
    },
    ({ input, grant }, { reports }) => reports.savedColumns(grant.userId, input.agencyId, input.advertiserId),
  ),
];
