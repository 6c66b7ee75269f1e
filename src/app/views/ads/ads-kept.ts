/**
 * The wallboard as kept across restarts (docs/app.md#fresh-data): the last board and when it arrived, read
 * back section by section with the decoders its parts were read with when they arrived.
 */
import { integer, listOf, number, oneOf, shape, string, type Decoder } from '#shared/wire/decode.ts';
import { pretargetingSummary } from '../../api/bidding-decode.ts';
import type { AdsBoard, DayCount, PretargetingRow, ReviewCounts, Section } from './ads-data.ts';

/** A board and the wall-clock time it arrived. */
export interface LoadedBoard {
  board: AdsBoard;
  at: number;
}

const SECTION_KINDS = ['missing', 'notGranted', 'unconfigured', 'failed', 'ready'] as const;

/** Whatever was kept there, unchecked: a failed section's error, which the view only puts into words. */
const asKept: Decoder<unknown> = (value) => value;

/** A section by its kind: a ready one's value through `value`; a failed one's error as it was kept. */
function section<T>(value: Decoder<T>): Decoder<Section<T>> {
  const tagged = shape<{ kind: (typeof SECTION_KINDS)[number]; value: unknown; error: unknown }>({
    kind: oneOf(SECTION_KINDS),
    value: asKept,
    error: asKept,
  });
  return (v, path) => {
    const s = tagged(v, path);
    if (s.kind === 'ready') return { kind: s.kind, value: value(s.value, `${path}.value`) };
    if (s.kind === 'failed') return { kind: s.kind, error: s.error };
    return { kind: s.kind };
  };
}

const bidderOf = shape<{ bidder: string }>({ bidder: string });
const pretargetingRow: Decoder<PretargetingRow> = (v, path) => ({
  ...pretargetingSummary(v, path),
  ...bidderOf(v, path),
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
