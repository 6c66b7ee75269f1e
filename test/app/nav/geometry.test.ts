import { expect } from '@open-wc/testing';
import {
  type Box,
  crossOverlap,
  distanceAlong,
  pickClosest,
  pickNearest,
} from '../../../src/app/nav/geometry.ts';

const box = (left: number, top: number, width = 100, height = 100): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

// A 3×3 grid of 100px boxes with 20px gaps; the centre one is focused.
const grid = [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => box(c * 120, r * 120)));
const centre = box(120, 120);
const others = grid.filter((_, i) => i !== 4);
const at = (i: number) => grid.indexOf(others[i]!);

describe('geometry: pickNearest', () => {
  it('moves to the neighbour in each of the four directions', () => {
    expect(at(pickNearest(centre, 'up', others))).to.equal(1);
    expect(at(pickNearest(centre, 'down', others))).to.equal(7);
    expect(at(pickNearest(centre, 'left', others))).to.equal(3);
    expect(at(pickNearest(centre, 'right', others))).to.equal(5);
  });

  it('answers -1 for an empty direction (the edge of the group) and for no candidates', () => {
    const corner = grid[0]!;
    const rest = grid.slice(1);
    expect(pickNearest(corner, 'up', rest)).to.equal(-1);
    expect(pickNearest(corner, 'left', rest)).to.equal(-1);
    expect(pickNearest(corner, 'right', [])).to.equal(-1);
  });

  it('prefers a candidate overlapping on the other axis over a nearer diagonal one', () => {
    const from = box(0, 0);
    const diagonal = box(110, 105); // 10px away, but below the focused row
    const inBeam = box(300, 50); // 200px away, shares 50px of height
    expect(pickNearest(from, 'right', [diagonal, inBeam])).to.equal(1);
  });

  it('takes the nearest edge-to-edge within the beam', () => {
    const from = box(0, 0);
    expect(pickNearest(from, 'right', [box(400, 0), box(150, 0), box(250, 0)])).to.equal(1);
  });

  it('among equally near candidates, prefers the larger overlap, then the smaller centre offset', () => {
    const from = box(0, 0);
    expect(pickNearest(from, 'down', [box(60, 150), box(10, 150)])).to.equal(1);
    // Same overlap (100px), different centre offsets.
    expect(pickNearest(box(0, 0, 100, 100), 'down', [box(-200, 150, 300), box(-100, 150, 300)])).to.equal(1);
  });

  it('breaks a full tie on list order, so the same layout always gives the same answer', () => {
    const from = box(100, 100);
    const twins = [box(100, 300), box(100, 300)];
    expect(pickNearest(from, 'down', twins)).to.equal(0);
  });

  it('outside the beam, picks the smallest cross-axis gap among equally near candidates', () => {
    const from = box(0, 0);
    expect(pickNearest(from, 'right', [box(200, 400), box(200, 150)])).to.equal(1);
  });

  it('ignores candidates behind the focused box, hidden (empty) boxes and the box itself', () => {
    const from = box(200, 0);
    expect(pickNearest(from, 'right', [box(0, 0), box(300, 0, 0, 0), from])).to.equal(-1);
  });

  it('treats a neighbour overlapped by a scaled focus ring as still ahead', () => {
    const scaled = { left: 114, top: 114, right: 226, bottom: 226 }; // the centre box at 1.12
    expect(at(pickNearest(scaled, 'right', others))).to.equal(5);
    expect(at(pickNearest(scaled, 'up', others))).to.equal(1);
  });
});

describe('geometry: helpers', () => {
  it('measures edge to edge along the direction, 0 when touching, -1 when behind', () => {
    expect(distanceAlong(box(0, 0), box(150, 0), 'right')).to.equal(50);
    expect(distanceAlong(box(0, 0), box(100, 0), 'right')).to.equal(0);
    expect(distanceAlong(box(150, 0), box(0, 0), 'right')).to.equal(-1);
    expect(distanceAlong(box(0, 150), box(0, 0), 'up')).to.equal(50);
  });

  it('measures overlap across the direction, negative as a gap', () => {
    expect(crossOverlap(box(0, 0), box(200, 50), 'right')).to.equal(50);
    expect(crossOverlap(box(0, 0), box(200, 130), 'right')).to.equal(-30);
  });

  it('pickClosest finds the nearest box in any direction, skipping empty ones', () => {
    expect(pickClosest(box(0, 0), [box(500, 500), box(0, 0, 0, 0), box(130, 0)])).to.equal(2);
    expect(pickClosest(box(0, 0), [])).to.equal(-1);
  });
});
