/**
 * The wallboard as kept across restarts (docs/app.md#fresh-data): the last board and when it arrived, read
 * back section by section with the decoders its parts were read with when they arrived.
 */
import { integer, listOf, number, object, oneOf, shape, string, type Decoder } from '#shared/wire/decode.ts';
import { pretargetingSummary } from '../../api/bidding-decode.ts';
import type { AdsBoard, DayCount, PretargetingRow, ReviewCounts, Section } from './ads-data.ts';

/** A board and the wall-clock time it arrived. */
export interface LoadedBoard {
  board: AdsBoard;
  at: number;
}

const SECTION_KINDS = ['missing', 'notGranted', 'unconfigured', 'failed', 'ready'] as const;

/** A section by its kind: a ready one's value through `value`; a failed one's error as it was kept. */
function section<T>(value: Decoder<T>): Decoder<Section<T>> {
  const kind = oneOf(SECTION_KINDS);
  return (v, path) => {
    const o = object(v, path);
    const k = kind(o.kind, `${path}.kind`);
    if (k === 'ready') return { kind: k, value: value(o.value, `${path}.value`) };
    if (k === 'failed') return { kind: k, error: o.error };
    return { kind: k };
  };
}

const pretargetingRow: Decoder<PretargetingRow> = (v, path) => ({
  ...pretargetingSummary(v, path),
  bidder: string(object(v, path).bidder, `${path}.bidder`),
});

const count = integer({ min: 0 });

const reviewCounts = shape<ReviewCounts>({ APPROVED: count, DISAPPROVED: count, PENDING_REVIEW: count });

export const loadedBoard: Decoder<LoadedBoard> = shape<LoadedBoard>({
  board: shape<AdsBoard>({
    pretargeting: section(listOf(pretargetingRow)),
    creatives: section(reviewCounts),
    conversions: section(listOf(shape<DayCount>({ dayMs: number, count }))),
  }),
  at: number,
});
