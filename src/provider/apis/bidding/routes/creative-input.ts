/** Checking creative bodies (create and patch) and writing creatives out in the public API's shape. */
import type { Creative, CreativeContent } from '#shared/wire/bidding.ts';
import { strictShape } from '#shared/wire/request-fields.ts';
import {
  integer,
  listOf,
  matching,
  maxLength,
  nonEmptyString,
  optional,
  type Decoder,
} from '#shared/wire/decode.ts';
import { invalidArgument } from '../services/errors.ts';
import { accountIdOf } from '../services/names.ts';
import { INSECURE_DESTINATION } from '../services/review.ts';
import { readAll } from '../../../http/validate.ts';
import { filterOf } from './filter.ts';
import { page, pageRequest } from './paging.ts';
import { noOrderBy, view, type CreativeView } from './wording.ts';
import type { CreativeData, CreativeRow } from '../store/creative-store.ts';

export const CREATIVE_MUTABLE = [
  'advertiserName',
  'declaredAttributes',
  'declaredClickThroughUrls',
  'declaredRestrictedCategories',
  'declaredVendorIds',
  'impressionTrackingUrls',
  'html',
  'video',
  'native',
] as const;

/** The three kinds of content; a creative holds exactly one. */
const CONTENT = ['html', 'video', 'native'] as const;

const url = matching(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'an http or https URL');
const enumName = matching(/^[A-Z][A-Z0-9_]{0,63}$/, 'an enum value name in capitals');
const size = optional(integer({ min: 1, max: 10_000 }));

/** Fields of the public Creative that the server sets, and those this provider does not model. */
const CREATIVE_OTHER = {
  outputOnly: [
    'name',
    'accountId',
    'creativeId',
    'apiUpdateTime',
    'creativeFormat',
    'creativeServingDecision',
    'dealIds',
    'version',
  ],
  unsupported: ['adChoicesDestinationUrl', 'agencyId', 'renderUrl', 'restrictedCategories'],
};

export const creativeContent: Decoder<CreativeContent> = strictShape<CreativeContent>(
  {
    advertiserName: optional(maxLength(255)),
    declaredAttributes: optional(listOf(enumName)),
    declaredClickThroughUrls: optional(listOf(url)),
    declaredRestrictedCategories: optional(listOf(enumName)),
    declaredVendorIds: optional(listOf(integer({ min: 0 }))),
    impressionTrackingUrls: optional(listOf(url)),
    html: optional(strictShape({ snippet: nonEmptyString, width: size, height: size })),
    video: optional(
      strictShape(
        { videoUrl: optional(url), videoVastXml: optional(maxLength(100_000)) },
        { outputOnly: ['videoMetadata'] },
      ),
    ),
    native: optional(
      strictShape(
        {
          headline: optional(maxLength(255)),
          body: optional(maxLength(1024)),
          callToAction: optional(maxLength(64)),
          advertiserName: optional(maxLength(255)),
          clickLinkUrl: optional(url),
          image: optional(strictShape({ url, width: size, height: size })),
        },
        {
          unsupported: [
            'logo',
            'clickTrackingUrl',
            'appIcon',
            'priceDisplayText',
            'starRating',
            'videoUrl',
            'videoVastXml',
          ],
        },
      ),
    ),
  },
  CREATIVE_OTHER,
);

export const creativeId = matching(/^[A-Za-z0-9_.-]{1,128}$/, '1 to 128 letters, digits, -, _ or .');

/** The creative's content must be exactly one of html, video and native. */
export function checkContent(content: CreativeContent): CreativeContent {
  const present = CONTENT.filter((name) => content[name] !== undefined);
  if (present.length !== 1) {
    throw invalidArgument('A creative must have exactly one of html, video and native.');
  }
  if (
    content.video !== undefined &&
    (content.video.videoUrl === undefined) === (content.video.videoVastXml === undefined)
  ) {
    throw invalidArgument('video must have exactly one of videoUrl and videoVastXml.');
  }
  return content;
}

/** A patch's fields onto the current content; a patch that sets one kind of content replaces the other kinds. */
export function patchContent(
  current: CreativeContent,
  patch: CreativeContent,
  fields: readonly (typeof CREATIVE_MUTABLE)[number][],
): CreativeContent {
  let next: Record<string, unknown> = { ...current };
  for (const field of fields) {
    const value = patch[field];
    if (value === undefined)
      throw invalidArgument(`updateMask names ${field}, but the body has no value for it.`);
    if ((CONTENT as readonly string[]).includes(field)) next = withoutContent(next);
    next[field] = value;
  }
  return checkContent(next);
}

/** `value` without html, video and native. */
function withoutContent<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([name]) => !(CONTENT as readonly string[]).includes(name)),
  ) as T;
}

/** The writable part of stored creative data (what a patch starts from). */
export function contentOf(data: CreativeData): CreativeContent {
  return Object.fromEntries(
    Object.entries(data).filter(([name]) => (CREATIVE_MUTABLE as readonly string[]).includes(name)),
  );
}

const iso = (ms: number): string => new Date(ms).toISOString();

export function renderCreative(row: CreativeRow, view: CreativeView = 'FULL'): Creative {
  const { version, apiUpdateTime, lastStatusUpdate, ...all } = row.data;
  const format = all.html !== undefined ? 'HTML' : all.video !== undefined ? 'VIDEO' : 'NATIVE';
  const content = view === 'SERVING_DECISION_ONLY' ? withoutContent(all) : all;
  const network =
    row.status === 'DISAPPROVED'
      ? { status: row.status, topics: [{ policyTopic: INSECURE_DESTINATION }] }
      : { status: row.status };
  return {
    name: `${row.buyer}/creatives/${row.id}`,
    accountId: accountIdOf(row.buyer),
    creativeId: row.id,
    ...content,
    creativeFormat: format,
    apiUpdateTime: iso(apiUpdateTime),
    version,
    creativeServingDecision: {
      networkPolicyCompliance: network,
      platformPolicyCompliance: { status: row.status },
      lastStatusUpdate: iso(lastStatusUpdate),
    },
  };
}

/** What `filter` may name on the creative lists (docs/bidding.md). */
export const CREATIVE_FILTER = {
  accountId: (row: CreativeRow) => accountIdOf(row.buyer),
  creativeId: (row: CreativeRow) => row.id,
  creativeFormat: (row: CreativeRow) => renderCreative(row).creativeFormat,
  status: (row: CreativeRow) => row.status,
  declaredAttributes: (row: CreativeRow) => row.data.declaredAttributes,
} as const;

/** What both creative lists read besides their owner: the view, no orderBy, the filter and the page. */
export const creativeListQuery = readAll({
  view,
  orderBy: noOrderBy,
  keep: filterOf(CREATIVE_FILTER),
  page: pageRequest,
});

/** A page of `rows` as the creative lists answer it. */
export function creativeList(
  query: Awaited<ReturnType<typeof creativeListQuery>>,
  rows: readonly CreativeRow[],
): { creatives: Creative[]; nextPageToken?: string } {
  const { items, nextPageToken } = page(query.page, rows, query.keep, (row) =>
    renderCreative(row, query.view),
  );
  return { creatives: items, nextPageToken };
}
