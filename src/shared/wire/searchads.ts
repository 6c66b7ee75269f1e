/**
 * Search Ads 360 API v2 resources as the provider sends them (the public DoubleClick Search v2 reference):
 * ids and millisecond timestamps are decimal text, money is in micros. Imports nothing.
 */

export type ConversionType = 'ACTION' | 'TRANSACTION';
export type ConversionState = 'ACTIVE' | 'REMOVED';

export interface Conversion {
  agencyId: string;
  advertiserId: string;
  engineAccountId: string;
  customerId?: string;
  campaignId?: string;
  adGroupId?: string;
  clickId?: string;
  conversionId: string;
  dsConversionId: string;
  conversionTimestamp: string;
  conversionModifiedTimestamp: string;
  segmentationType: 'FLOODLIGHT';
  segmentationId: string;
  segmentationName: string;
  type: ConversionType;
  state: ConversionState;
  revenueMicros?: string;
  currencyCode?: string;
  quantityMillis?: string;
  countMillis?: string;
}

export interface ConversionList {
  kind: 'doubleclicksearch#conversionList';
  conversion: Conversion[];
}

export interface Availability {
  agencyId: string;
  advertiserId: string;
  segmentationType: 'FLOODLIGHT';
  segmentationId: string;
  segmentationName: string;
  availabilityTimestamp: string;
}

export interface SavedColumn {
  kind: 'doubleclicksearch#savedColumn';
  savedColumnName: string;
  type: string;
}

export interface SavedColumnList {
  kind: 'doubleclicksearch#savedColumnList';
  items: SavedColumn[];
}

export type ReportCell = string | number;

export interface Report {
  kind: 'doubleclicksearch#report';
  id: string;
  isReportReady: boolean;
  request: Record<string, unknown>;
  statisticsCurrencyCode?: string;
  statisticsTimeZone?: string;
  rowCount?: number;
  rows?: Record<string, ReportCell>[];
  files?: { url: string; byteCount: string }[];
}
