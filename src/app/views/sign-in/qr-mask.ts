/**
 * The QR code's data masks and how a masked symbol is scored (ISO/IEC 18004 §7.8), scored the way the
 * `qrcode` package scores them, so that both choose the same mask for the same text.
 */
export interface Grid {
  size: number;
  /** 1 where the module is dark, row by row. */
  data: Uint8Array;
  /** 1 where the module belongs to a function pattern or the format and version areas: never masked. */
  fixed: Uint8Array;
  set(row: number, col: number, dark: boolean, fixed?: boolean): void;
}

const MASKS: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_i, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/** For each mask, 1 at every module it flips (none of the fixed ones). */
function maskBits({ size, fixed }: Grid): Uint8Array[] {
  return MASKS.map((dark) => {
    const bits = new Uint8Array(size * size);
    for (let row = 0, i = 0; row < size; row++) {
      for (let col = 0; col < size; col++, i++) bits[i] = !fixed[i] && dark(row, col) ? 1 : 0;
    }
    return bits;
  });
}

function flip(data: Uint8Array, bits: Uint8Array): void {
  for (let i = 0; i < data.length; i++) data[i] = (data[i] as number) ^ (bits[i] as number);
}

/** Flips the data modules where mask `pattern` is true. */
export function flipMask(grid: Grid, pattern: number): void {
  const bits = maskBits(grid)[pattern];
  if (bits) flip(grid.data, bits);
}

/**
 * Runs of five or more, 2×2 blocks, finder-like 1011101 beside four light modules, and the share of dark
 * modules. Plain index arithmetic: this runs eight times, before the engine has optimized anything.
 */
function penalty({ size, data }: Grid): number {
  let points = 0;
  let dark = 0;
  for (let a = 0; a < size; a++) {
    let rowRun = 0;
    let colRun = 0;
    let rowLast = -1;
    let colLast = -1;
    let rowBits = 0;
    let colBits = 0;
    const rowStart = a * size;
    for (let b = 0; b < size; b++) {
      const here = data[rowStart + b] as number;
      const down = data[b * size + a] as number;
      dark += here;
      if (here === rowLast) rowRun++;
      else {
        if (rowRun >= 5) points += rowRun - 2;
        rowRun = 1;
        rowLast = here;
      }
      if (down === colLast) colRun++;
      else {
        if (colRun >= 5) points += colRun - 2;
        colRun = 1;
        colLast = down;
      }
      rowBits = ((rowBits << 1) & 0x7ff) | here;
      colBits = ((colBits << 1) & 0x7ff) | down;
      if (b >= 10) {
        if (rowBits === 0x5d0 || rowBits === 0x05d) points += 40;
        if (colBits === 0x5d0 || colBits === 0x05d) points += 40;
      }
      if (a < size - 1 && b < size - 1) {
        const next = rowStart + size + b;
        const block =
          here + (data[rowStart + b + 1] as number) + (data[next] as number) + (data[next + 1] as number);
        if (block === 0 || block === 4) points += 3;
      }
    }
    if (rowRun >= 5) points += rowRun - 2;
    if (colRun >= 5) points += colRun - 2;
  }
  return points + Math.abs(Math.ceil((dark * 100) / data.length / 5) - 10) * 10;
}

/** The mask with the lowest penalty (the first of equals), each scored with its own format bits. */
export function bestMask(grid: Grid, setFormat: (mask: number) => void): number {
  const masks = maskBits(grid);
  let best = 0;
  let lowest = Infinity;
  masks.forEach((bits, mask) => {
    setFormat(mask);
    flip(grid.data, bits);
    const score = penalty(grid);
    flip(grid.data, bits);
    if (score < lowest) {
      lowest = score;
      best = mask;
    }
  });
  return best;
}
