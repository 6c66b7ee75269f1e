/**
 * Decoders for the parts of the Real-time Bidding API v1 answers the ads wallboard reads (the public API's
 * JSON shapes, docs/bidding.md). Only the checked fields go on; list envelopes carry `nextPageToken`.
 */
import { listOf, oneOf, optional, shape, string, withDefault, type Decoder } from '#shared/wire/decode.ts';
import {
  PRETARGETING_STATES,
  REVIEW_STATUSES,
  type PretargetingConfig,
  type ReviewStatus,
} from '#shared/wire/bidding.ts';

/** One page of a list: its items under the API's own field name, and the next page's token. */
export interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

/** `{<field>: [...], nextPageToken?}`; an empty list may leave the field out, as the public API does. */
export function pageOf<T>(field: string, item: Decoder<T>): Decoder<Page<T>> {
  const envelope = shape<{ items: T[]; nextPageToken?: string }>({
    items: withDefault(listOf(item), []),
    nextPageToken: optional(string),
  });
  return (value, path) => {
    const o = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const page = envelope({ items: o[field], nextPageToken: o.nextPageToken }, path);
    // An empty token means the end, as in the public API.
    return page.nextPageToken === '' ? { items: page.items } : page;
  };
}

export type PretargetingSummary = Pick<PretargetingConfig, 'name' | 'displayName' | 'state'>;

export const pretargetingSummary: Decoder<PretargetingSummary> = shape({
  name: string,
  displayName: withDefault(string, ''),
  state: oneOf(PRETARGETING_STATES),
});

export const named: Decoder<{ name: string }> = shape({ name: string });

/** A creative's name and its review status (the network policy's decision). */
export interface CreativeStatus {
  name: string;
  status: ReviewStatus;
}

const servingDecision = shape<{ networkPolicyCompliance: { status: ReviewStatus } }>({
  networkPolicyCompliance: shape({ status: oneOf(REVIEW_STATUSES) }),
});

export const creativeStatus: Decoder<CreativeStatus> = (value, path) => {
  const c = shape<{
    name: string;
    creativeServingDecision: { networkPolicyCompliance: { status: ReviewStatus } };
  }>({
    name: string,
    creativeServingDecision: servingDecision,
  })(value, path);
  return { name: c.name, status: c.creativeServingDecision.networkPolicyCompliance.status };
};
