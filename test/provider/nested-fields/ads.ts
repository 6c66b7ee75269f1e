/**
 * The objects inside the bidding and search-ads request bodies: a pretargeting configuration's targeting
 * dimensions, a creative's content, and a report request's scope, columns and time range and the rows of
 * the conversion batches (the public Real-time Bidding API v1 and DoubleClick Search API v2 resources).
 */
import { BOGUS, type Inner } from './inner.ts';

const CONFIGS = '/realtimebidding/v1/bidders/12345/pretargetingConfigs';
const IDS = { includedIds: ['1'] };
const MODE = { targetingMode: 'INCLUSIVE', values: ['example.com'] };

const config = (at: string, fields: Record<string, unknown>): Inner => ({
  at,
  method: 'POST',
  path: CONFIGS,
  body: { displayName: 'Nested', ...fields },
});

const creative = (at: string, fields: Record<string, unknown>, unsupported?: string): Inner => ({
  at,
  method: 'POST',
  path: '/realtimebidding/v1/buyers/12345/creatives',
  body: { creativeId: 'nested-1', ...fields },
  ...(unsupported === undefined ? {} : { unsupported }),
});

export const biddingCases: readonly Inner[] = [
  config('geoTargeting', { geoTargeting: { ...IDS, ...BOGUS } }),
  config('webTargeting', { webTargeting: { ...MODE, ...BOGUS } }),
  config('appTargeting', { appTargeting: { ...BOGUS } }),
  config('appTargeting.mobileAppTargeting', { appTargeting: { mobileAppTargeting: { ...MODE, ...BOGUS } } }),
  config('appTargeting.mobileAppCategoryTargeting', {
    appTargeting: { mobileAppCategoryTargeting: { ...IDS, ...BOGUS } },
  }),
  config('publisherTargeting', { publisherTargeting: { ...MODE, ...BOGUS } }),
  config('includedCreativeDimensions[1]', {
    includedCreativeDimensions: [
      { width: '300', height: '250' },
      { width: '728', height: '90', ...BOGUS },
    ],
  }),
  config('userListTargeting', { userListTargeting: { ...IDS, ...BOGUS } }),
  config('verticalTargeting', { verticalTargeting: { ...IDS, ...BOGUS } }),
  creative('html', { html: { snippet: '<p>x</p>', width: 300, height: 250, ...BOGUS } }),
  creative('video', { video: { videoUrl: 'https://ads.example/v.mp4', ...BOGUS } }),
  creative('native', { native: { headline: 'Tea', ...BOGUS } }),
  creative('native', { native: { headline: 'Tea', logo: { url: 'https://ads.example/l.png' } } }, 'logo'),
  creative('native.image', { native: { image: { url: 'https://ads.example/i.png', ...BOGUS } } }),
];

const AGENCY = { agencyId: '20100000000000895', advertiserId: '21700000000011523' };
const REPORT = {
  reportScope: AGENCY,
  reportType: 'account',
  columns: [{ columnName: 'date' }],
  timeRange: { startDate: '2025-12-01', endDate: '2025-12-31' },
  statisticsCurrency: 'usd',
};

const report = (at: string, fields: Record<string, unknown>, unsupported?: string): Inner => ({
  at,
  method: 'POST',
  path: '/searchads/v2/reports/generate',
  body: { ...REPORT, ...fields },
  ...(unsupported === undefined ? {} : { unsupported }),
});

const ROW = {
  ...AGENCY,
  segmentationType: 'FLOODLIGHT',
  segmentationName: 'Purchase',
};

export const searchAdsCases: readonly Inner[] = [
  report('reportScope', { reportScope: { ...AGENCY, ...BOGUS } }),
  report('reportScope', { reportScope: { ...AGENCY, campaignId: '1' } }, 'campaignId'),
  report('columns[1]', { columns: [{ columnName: 'date' }, { columnName: 'clicks', ...BOGUS }] }),
  report('columns[0]', { columns: [{ columnName: 'date', groupByColumn: true }] }, 'groupByColumn'),
  report('timeRange', { timeRange: { ...REPORT.timeRange, ...BOGUS } }),
  {
    at: 'conversion[0]',
    method: 'POST',
    path: '/searchads/v2/conversion',
    body: {
      conversion: [
        {
          ...ROW,
          engineAccountId: '700000000073991',
          conversionId: 'nested-1',
          conversionTimestamp: String(Date.UTC(2026, 0, 15, 8)),
          ...BOGUS,
        },
      ],
    },
  },
  {
    at: 'availabilities[0]',
    method: 'POST',
    path: '/searchads/v2/conversion/updateAvailability',
    body: { availabilities: [{ ...ROW, availabilityTimestamp: String(Date.UTC(2026, 0, 15)), ...BOGUS }] },
  },
];
