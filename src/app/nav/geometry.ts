/**
 * Pure geometry of spatial navigation: no DOM, so every rule is testable with plain numbers.
 *
 * The rule: among candidates lying in the pressed direction, those that overlap the focused box on the other
 * axis (the "beam") win over those that do not; then the nearest edge-to-edge; then ties break on the
 * cross-axis offset and finally on list order, so the same layout always gives the same answer.
 */

/** A box in viewport coordinates; a DOMRect satisfies it. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/** A scaled focus ring may push a box a few pixels past its neighbour's edge; that is not "behind" it. */
const SLACK = 0.5;

interface Score {
  readonly beam: boolean;
  readonly distance: number;
  readonly cross: number;
  readonly centre: number;
}

function isHorizontal(direction: Direction): boolean {
  return direction === 'left' || direction === 'right';
}

/** How far `to` lies beyond `from` in `direction`, edge to edge (0 when they touch or overlap), or -1 if behind. */
export function distanceAlong(from: Box, to: Box, direction: Direction): number {
  switch (direction) {
    case 'right':
      if (to.right <= from.right + SLACK || to.left + to.right <= from.left + from.right) return -1;
      return Math.max(0, to.left - from.right);
    case 'left':
      if (to.left >= from.left - SLACK || to.left + to.right >= from.left + from.right) return -1;
      return Math.max(0, from.left - to.right);
    case 'down':
      if (to.bottom <= from.bottom + SLACK || to.top + to.bottom <= from.top + from.bottom) return -1;
      return Math.max(0, to.top - from.bottom);
    case 'up':
      if (to.top >= from.top - SLACK || to.top + to.bottom >= from.top + from.bottom) return -1;
      return Math.max(0, from.top - to.bottom);
  }
}

/** Overlap on the axis across the movement (positive when the boxes share a band), or the gap as a negative. */
export function crossOverlap(from: Box, to: Box, direction: Direction): number {
  return isHorizontal(direction)
    ? Math.min(from.bottom, to.bottom) - Math.max(from.top, to.top)
    : Math.min(from.right, to.right) - Math.max(from.left, to.left);
}

function centreOffset(from: Box, to: Box, direction: Direction): number {
  return isHorizontal(direction)
    ? Math.abs(from.top + from.bottom - to.top - to.bottom) / 2
    : Math.abs(from.left + from.right - to.left - to.right) / 2;
}

function isEmpty(box: Box): boolean {
  return box.right - box.left <= 0 || box.bottom - box.top <= 0;
}

function score(from: Box, to: Box, direction: Direction): Score | null {
  if (isEmpty(to)) return null;
  const distance = distanceAlong(from, to, direction);
  if (distance < 0) return null;
  const overlap = crossOverlap(from, to, direction);
  const beam = overlap > 0;
  return {
    beam,
    distance,
    // In the beam a larger shared band is better; outside it a smaller gap is: both are "less is better" here.
    cross: -overlap,
    centre: centreOffset(from, to, direction),
  };
}

function better(a: Score, b: Score): boolean {
  if (a.beam !== b.beam) return a.beam;
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.cross !== b.cross) return a.cross < b.cross;
  return a.centre < b.centre;
}

/**
 * The index of the best candidate from `from` in `direction`, or -1 when none lies that way (an empty
 * direction: the caller lets the key go to the enclosing group). Empty boxes (hidden items) never win.
 */
export function pickNearest(from: Box, direction: Direction, candidates: readonly Box[]): number {
  let bestIndex = -1;
  let best: Score | null = null;
  candidates.forEach((candidate, index) => {
    const s = score(from, candidate, direction);
    // Strictly better only: on a full tie the earlier candidate (document order) stays.
    if (s && (!best || better(s, best))) {
      best = s;
      bestIndex = index;
    }
  });
  return bestIndex;
}

/** The candidate nearest to `from` in any direction (used when entering a group with no memory). */
export function pickClosest(from: Box, candidates: readonly Box[]): number {
  let bestIndex = -1;
  let bestDistance = Infinity;
  candidates.forEach((c, index) => {
    if (isEmpty(c)) return;
    const dx = Math.max(0, c.left - from.right, from.left - c.right);
    const dy = Math.max(0, c.top - from.bottom, from.top - c.bottom);
    const d = dx * dx + dy * dy;
    if (d < bestDistance) {
      bestDistance = d;
      bestIndex = index;
    }
  });
  return bestIndex;
}
