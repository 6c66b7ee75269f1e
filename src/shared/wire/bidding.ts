/**
 * Real-time Bidding API v1 resources as the local provider sends them (the public API's JSON shapes;
 * docs/bidding.md). int64 fields are decimal strings, as the public API writes them. Imports nothing.
 */

export interface Bidder {
  name: string;
  cookieMatchingNetworkId?: string;
  cookieMatchingUrl?: string;
  bypassNonguaranteedDealsPretargeting?: boolean;
  dealsBillingId?: string;
}

export interface Buyer {
  name: string;
  bidder: string;
  displayName: string;
  activeCreativeCount: string;
  maximumActiveCreativeCount: string;
  billingIds: string[];
}

export const TRADING_LOCATIONS = ['US_WEST', 'US_EAST', 'EUROPE', 'ASIA'] as const;
export const BID_PROTOCOLS = ['GOOGLE_RTB', 'OPENRTB_JSON', 'OPENRTB_PROTOBUF'] as const;

export interface Endpoint {
  name: string;
  url: string;
  maximumQps: string;
  tradingLocation: (typeof TRADING_LOCATIONS)[number];
  bidProtocol: (typeof BID_PROTOCOLS)[number];
}

export const TARGETING_MODES = ['INCLUSIVE', 'EXCLUSIVE'] as const;
export type TargetingMode = (typeof TARGETING_MODES)[number];

export interface StringTargetingDimension {
  targetingMode?: TargetingMode;
  values?: string[];
}

export interface NumericTargetingDimension {
  includedIds?: string[];
  excludedIds?: string[];
}

export const PRETARGETING_STATES = ['ACTIVE', 'SUSPENDED'] as const;
export const CREATIVE_FORMATS = ['HTML', 'NATIVE', 'VAST'] as const;
export const PLATFORMS = ['PERSONAL_COMPUTER', 'PHONE', 'TABLET', 'CONNECTED_TV'] as const;
export const ENVIRONMENTS = ['APP', 'WEB'] as const;

export interface PretargetingConfig {
  name: string;
  displayName: string;
  billingId?: string;
  state: (typeof PRETARGETING_STATES)[number];
  includedFormats?: (typeof CREATIVE_FORMATS)[number][];
  includedPlatforms?: (typeof PLATFORMS)[number][];
  includedEnvironments?: (typeof ENVIRONMENTS)[number][];
  includedLanguages?: string[];
  geoTargeting?: NumericTargetingDimension;
  maximumQps?: string;
  minimumViewabilityDecile?: number;
  webTargeting?: StringTargetingDimension;
  appTargeting?: {
    mobileAppTargeting?: StringTargetingDimension;
    mobileAppCategoryTargeting?: NumericTargetingDimension;
  };
  publisherTargeting?: StringTargetingDimension;
  interstitialTargeting?: (typeof INTERSTITIAL_TARGETING)[number];
  includedCreativeDimensions?: { width?: string; height?: string }[];
  includedMobileOperatingSystemIds?: string[];
  includedUserIdTypes?: (typeof USER_ID_TYPES)[number][];
  allowedUserTargetingModes?: (typeof USER_TARGETING_MODES)[number][];
  userListTargeting?: NumericTargetingDimension;
  verticalTargeting?: NumericTargetingDimension;
  excludedContentLabelIds?: string[];
  /** Output only: geo ids the bidder named that no longer exist. */
  invalidGeoIds?: string[];
}

export const INTERSTITIAL_TARGETING = [
  'INTERSTITIAL_TARGETING_UNSPECIFIED',
  'ONLY_INTERSTITIAL_REQUESTS',
  'ONLY_NON_INTERSTITIAL_REQUESTS',
] as const;
export const USER_ID_TYPES = [
  'USER_ID_TYPE_UNSPECIFIED',
  'HOSTED_MATCH_DATA',
  'GOOGLE_COOKIE',
  'DEVICE_ID',
  'PUBLISHER_FIRST_PARTY_ID',
  'PUBLISHER_PROVIDED_ID',
] as const;
export const USER_TARGETING_MODES = [
  'USER_TARGETING_MODE_UNSPECIFIED',
  'REMARKETING_ADS',
  'INTEREST_BASED_TARGETING',
] as const;

export const PUBLISHER_PLATFORMS = ['GOOGLE_AD_MANAGER', 'ADMOB'] as const;
export const BIDDING_STATES = ['PENDING', 'REJECTED', 'APPROVED'] as const;

export interface PublisherConnection {
  name: string;
  publisherPlatform: (typeof PUBLISHER_PLATFORMS)[number];
  displayName: string;
  biddingState: (typeof BIDDING_STATES)[number];
  createTime: string;
}

export const REVIEW_STATUSES = ['PENDING_REVIEW', 'APPROVED', 'DISAPPROVED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface PolicyCompliance {
  status: ReviewStatus;
  topics?: { policyTopic: string; helpCenterUrl?: string }[];
}

export interface CreativeServingDecision {
  networkPolicyCompliance: PolicyCompliance;
  platformPolicyCompliance: PolicyCompliance;
  lastStatusUpdate: string;
}

export interface HtmlContent {
  snippet: string;
  width?: number;
  height?: number;
}

export interface VideoContent {
  videoUrl?: string;
  videoVastXml?: string;
}

export interface NativeContent {
  headline?: string;
  body?: string;
  callToAction?: string;
  advertiserName?: string;
  clickLinkUrl?: string;
  image?: { url: string; width?: number; height?: number };
}

/** What a buyer writes: every field creatives.create and creatives.patch accept. */
export interface CreativeContent {
  advertiserName?: string;
  declaredAttributes?: string[];
  declaredClickThroughUrls?: string[];
  declaredRestrictedCategories?: string[];
  declaredVendorIds?: number[];
  impressionTrackingUrls?: string[];
  html?: HtmlContent;
  video?: VideoContent;
  native?: NativeContent;
}

export interface Creative extends CreativeContent {
  name: string;
  accountId: string;
  creativeId: string;
  creativeFormat: 'HTML' | 'VIDEO' | 'NATIVE';
  apiUpdateTime: string;
  version: number;
  creativeServingDecision: CreativeServingDecision;
}

export const USER_LIST_STATUSES = ['OPEN', 'CLOSED'] as const;

export interface UserList {
  name: string;
  displayName: string;
  description?: string;
  status: (typeof USER_LIST_STATUSES)[number];
  membershipDurationDays: string;
}

export interface WatchCreativesResponse {
  topic: string;
  subscription: string;
}
