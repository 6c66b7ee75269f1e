/**
 * The query of `GET /video/v3/channels`, checked whole before anything is read: part, exactly one filter
 * (mine, id, forHandle, managedByMe), onBehalfOfContentOwner, maxResults and pageToken. Errors are ApiErrors
 * in the public API's shape.
 */
import { booleanText, nonEmptyString, optional, WireError, type Decoder } from '#shared/wire/decode.ts';
import { describedAs, integerSchema } from '#shared/wire/decoder-schema.ts';
import { ApiError } from '../../../http/errors.ts';
import { decodedParameter, queryParameter, reads } from '../../../http/input-description.ts';
import { decodeWith, plainRefusal, type Reader, type Wording } from '../../../http/validate.ts';
import { CHANNEL_PARTS, type ChannelPart } from '#shared/wire/video.ts';

export type ChannelFilter =
  | { kind: 'mine' }
  | { kind: 'id'; ids: string[] }
  | { kind: 'forHandle'; handle: string }
  /** The channels of the content owner that onBehalfOfContentOwner names (module.ts admits its manager). */
  | { kind: 'managedByMe'; contentOwner: string };

export interface ChannelsQuery {
  parts: ReadonlySet<ChannelPart>;
  filter: ChannelFilter;
  maxResults: number;
  offset: number;
}

const DOMAIN = 'video.parameter';
const MAX_IDS = 50;
export const DEFAULT_MAX_RESULTS = 5;
const MAX_RESULTS = 50;

const invalid = (reason: string, message: string): ApiError => new ApiError(400, reason, message, DOMAIN);

/** The public API's words for a missing part, a mine or managedByMe that is no boolean, a maxResults out of range. */
const wording: Wording = {
  param: (error, raw) => {
    if (error.reason === 'required') return invalid('required', `Required parameter: ${error.path}`);
    return invalid(
      'invalidParameter',
      error.path === 'maxResults'
        ? `Invalid value '${String(raw)}'. Values must be within the range: [0, ${MAX_RESULTS}]`
        : `Invalid boolean value for parameter ${error.path}: '${String(raw)}'`,
    );
  },
  // channels.list and the thumbnails read no body.
  body: plainRefusal,
  field: plainRefusal,
};

const maxResultsText: Decoder<number> = describedAs(
  integerSchema({ min: 0, max: MAX_RESULTS }),
  (value, path) => {
    if (typeof value !== 'string' || !/^\d{1,3}$/.test(value) || Number(value) > MAX_RESULTS) {
      throw new WireError(path, `a whole number from 0 to ${MAX_RESULTS}`);
    }
    return Number(value);
  },
);

/** Page tokens are opaque to clients; here they carry the offset of the page they start. */
export function pageToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function offsetOf(token: string): number {
  const decoded = /^[A-Za-z0-9_-]{1,40}$/.test(token) ? Buffer.from(token, 'base64url').toString('utf8') : '';
  const match = /^offset:(\d{1,6})$/.exec(decoded);
  if (match?.[1] === undefined)
    throw invalid('invalidPageToken', 'The request specifies an invalid page token.');
  return Number(match[1]);
}

/** `query(name)` gives every value of a parameter; each but `part` and `id` may appear once. */
export function parseChannelsQuery(query: (name: string) => string[] | undefined): ChannelsQuery {
  const one = (name: string): string | undefined => {
    const values = query(name);
    if (values === undefined || values.length === 0) return undefined;
    if (values.length > 1) throw invalid('invalidParameter', `The parameter ${name} appears more than once.`);
    return values[0] === '' ? undefined : values[0];
  };

  // channels.list declares `part` and `id` repeated (its Discovery document), and the generated clients send
  // a list as the parameter repeated: every value counts, as in one comma-separated value.
  const list = (name: string): string | undefined => {
    const values = (query(name) ?? []).filter((v) => v !== '');
    return values.length === 0 ? undefined : values.join(',');
  };
  const part = decodeWith(nonEmptyString, list('part'), 'part', wording.param);
  const parts = new Set<ChannelPart>();
  for (const name of part.split(',').map((p) => p.trim())) {
    const known = CHANNEL_PARTS.find((p) => p === name);
    if (known === undefined) throw invalid('unknownPart', `'${name}'`);
    parts.add(known);
  }

  const mine = decodeWith(optional(booleanText), one('mine'), 'mine', wording.param);
  const id = list('id');
  const forHandle = one('forHandle');
  const filters: ChannelFilter[] = [];
  if (mine === true) filters.push({ kind: 'mine' });
  if (id !== undefined) {
    const ids = [
      ...new Set(
        id
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      ),
    ];
    if (ids.length === 0 || ids.length > MAX_IDS) {
      throw invalid('invalidParameter', `The id parameter must list between 1 and ${MAX_IDS} channel ids.`);
    }
    filters.push({ kind: 'id', ids });
  }
  if (forHandle !== undefined) filters.push({ kind: 'forHandle', handle: forHandle.replace(/^@/, '') });
  const managedByMe = decodeWith(optional(booleanText), one('managedByMe'), 'managedByMe', wording.param);
  const contentOwner = one('onBehalfOfContentOwner');
  if (managedByMe === true) {
    // The public reference: managedByMe lists the channels of the content owner onBehalfOfContentOwner names.
    if (contentOwner === undefined) {
      throw invalid('missingRequiredParameter', 'managedByMe requires onBehalfOfContentOwner.');
    }
    filters.push({ kind: 'managedByMe', contentOwner });
  }
  const [filter, extra] = filters;
  if (filter === undefined) {
    throw invalid(
      'missingRequiredParameter',
      'No filter selected. Expected one of: forHandle, id, managedByMe, mine',
    );
  }
  if (extra !== undefined) {
    throw invalid(
      'incompatibleParameters',
      `Incompatible parameters specified in the request: ${filters.map((f) => f.kind).join(', ')}`,
    );
  }
  // The public reference: acting for a content owner, a request lists by id or managedByMe only.
  if (contentOwner !== undefined && filter.kind !== 'id' && filter.kind !== 'managedByMe') {
    throw invalid(
      'invalidCriteria',
      'With onBehalfOfContentOwner, only the id or managedByMe filter may be specified.',
    );
  }

  const max = decodeWith(optional(maxResultsText), one('maxResults'), 'maxResults', wording.param);
  const token = one('pageToken');
  return {
    parts,
    filter,
    maxResults: max ?? DEFAULT_MAX_RESULTS,
    offset: token === undefined ? 0 : offsetOf(token),
  };
}

/** The query of channels.list read whole, saying each parameter: `part` and `id` repeated, as the public API's. */
export const channelsQuery: Reader<ChannelsQuery> = reads(
  (c) => parseChannelsQuery((name) => c.req.queries(name)),
  queryParameter('part', { required: true, repeated: true }),
  queryParameter('id', { repeated: true }),
  decodedParameter('mine', 'query', optional(booleanText)),
  queryParameter('forHandle'),
  decodedParameter('managedByMe', 'query', optional(booleanText)),
  queryParameter('onBehalfOfContentOwner'),
  decodedParameter('maxResults', 'query', optional(maxResultsText)),
  queryParameter('pageToken'),
);
