/**
 * A QR code symbol (ISO/IEC 18004) for the sign-in screen's verification address: byte mode, error
 * correction level M, the mask with the lowest penalty. Written here, not taken from the `qrcode` package,
 * so that the whole sign-in screen fits its size budget (docs/app.md, "Budgets"): an address needs none of
 * the package's other modes, levels or its segment optimizer, and its CommonJS modules would bring a
 * runtime with them. test/app-node/qr-svg.test.ts checks every symbol against the package's own.
 */
import { reedSolomon } from './qr-reed-solomon.ts';
import { bestMask, flipMask, type Grid } from './qr-mask.ts';

export type { Grid } from './qr-mask.ts';

// ISO/IEC 18004 table 9, level M, versions 1 to 40: error-correction blocks, and EC codewords in all.
const BLOCKS = [
  1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29,
  31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
];
const EC_CODEWORDS = [
  10, 16, 26, 36, 48, 64, 72, 88, 110, 130, 150, 176, 198, 216, 240, 280, 308, 338, 364, 416, 442, 476, 504,
  560, 588, 644, 700, 728, 784, 812, 868, 924, 980, 1036, 1064, 1120, 1204, 1260, 1316, 1372,
];
const BYTE_MODE = 0b0100;
/** Level M's two format bits are 00 (ISO/IEC 18004 table 12). */
const LEVEL_M = 0;

const sizeOf = (version: number): number => version * 4 + 17;

/** Codewords of a version: its modules less the function patterns and format and version areas, over 8. */
function totalCodewords(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const aligns = Math.floor(version / 7) + 2;
    modules -= (25 * aligns - 10) * aligns - 55;
    if (version >= 7) modules -= 36;
  }
  return modules >> 3;
}

const dataCodewords = (version: number): number =>
  totalCodewords(version) - (EC_CODEWORDS[version - 1] as number);

/** Bits of the byte-mode character count (ISO/IEC 18004 table 3). */
const countBits = (version: number): number => (version < 10 ? 8 : 16);

function versionFor(length: number): number {
  for (let version = 1; version <= 40; version++) {
    if (4 + countBits(version) + length * 8 <= dataCodewords(version) * 8) return version;
  }
  throw new Error('The address is too long for a QR code.');
}

/** Mode, count, bytes, terminator and the alternating pad bytes, as data codewords. */
function dataBytes(bytes: Uint8Array, version: number): Uint8Array {
  const out = new Uint8Array(dataCodewords(version));
  let bit = 0;
  const put = (value: number, length: number): void => {
    for (let i = length - 1; i >= 0; i--, bit++) {
      if ((value >>> i) & 1) out[bit >> 3] = (out[bit >> 3] as number) | (0x80 >> (bit & 7));
    }
  };
  put(BYTE_MODE, 4);
  put(bytes.length, countBits(version));
  bytes.forEach((byte) => {
    put(byte, 8);
  });
  // The terminator's zeros and the zeros up to the byte boundary are already there.
  for (let i = (bit + 4 + 7) >> 3, pad = 0; i < out.length; i++, pad++) out[i] = pad % 2 ? 0x11 : 0xec;
  return out;
}

/** The data in blocks, each with its error correction, interleaved (ISO/IEC 18004 §7.6). */
function codewords(data: Uint8Array, version: number): number[] {
  const total = totalCodewords(version);
  const blocks = BLOCKS[version - 1] as number;
  const shortBlocks = blocks - (total % blocks);
  const shortData = Math.floor(data.length / blocks);
  const ecCount = Math.floor(total / blocks) - shortData;
  const dataBlocks: Uint8Array[] = [];
  const ecBlocks: Uint8Array[] = [];
  for (let b = 0, offset = 0; b < blocks; b++) {
    const block = data.subarray(offset, offset + shortData + (b < shortBlocks ? 0 : 1));
    dataBlocks.push(block);
    ecBlocks.push(reedSolomon(block, ecCount));
    offset += block.length;
  }
  const out: number[] = [];
  for (let i = 0; i <= shortData; i++)
    for (const block of dataBlocks) if (i < block.length) out.push(block[i] as number);
  for (let i = 0; i < ecCount; i++) for (const block of ecBlocks) out.push(block[i] as number);
  return out;
}

/** The number of bits of `value` (its highest set bit, counted from 1). */
const bitLength = (value: number): number => 32 - Math.clz32(value);

/** `value` followed by its BCH remainder under `generator` (ISO/IEC 18004 annexes C and D). */
function bch(value: number, generator: number, bits: number): number {
  let rest = value << bits;
  while (bitLength(rest) > bits) rest ^= generator << (bitLength(rest) - bitLength(generator));
  return (value << bits) | rest;
}

function setFormat(grid: Grid, mask: number): void {
  const { size } = grid;
  const bits = bch((LEVEL_M << 3) | mask, 0x537, 10) ^ 0x5412;
  for (let i = 0; i < 15; i++) {
    const dark = ((bits >> i) & 1) === 1;
    grid.set(i < 6 ? i : i < 8 ? i + 1 : size - 15 + i, 8, dark, true);
    grid.set(8, i < 8 ? size - i - 1 : i < 9 ? 15 - i : 14 - i, dark, true);
  }
  grid.set(size - 8, 8, true, true);
}

function setVersion(grid: Grid, version: number): void {
  const bits = bch(version, 0x1f25, 12);
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >> i) & 1) === 1;
    const a = Math.floor(i / 3);
    const b = (i % 3) + grid.size - 11;
    grid.set(a, b, dark, true);
    grid.set(b, a, dark, true);
  }
}

/** Centre rows (and columns) of the alignment patterns (ISO/IEC 18004 annex E). */
function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = sizeOf(version);
  const step = size === 145 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const centres = [size - 7];
  for (let i = 1; i < count - 1; i++) centres.push((centres[i - 1] as number) - step);
  centres.push(6);
  return centres.reverse();
}

/** A square of function modules centred or cornered at (row, col); parts outside the symbol are left out. */
function square(grid: Grid, row: number, col: number, from: number, to: number, dark: DarkAt): void {
  for (let r = from; r <= to; r++) {
    for (let c = from; c <= to; c++) {
      const y = row + r;
      const x = col + c;
      if (y >= 0 && x >= 0 && y < grid.size && x < grid.size) grid.set(y, x, dark(r, c), true);
    }
  }
}

type DarkAt = (r: number, c: number) => boolean;

const finderDark: DarkAt = (r, c) =>
  (r >= 0 && r <= 6 && (c === 0 || c === 6)) ||
  (c >= 0 && c <= 6 && (r === 0 || r === 6)) ||
  (r >= 2 && r <= 4 && c >= 2 && c <= 4);

const alignmentDark: DarkAt = (r, c) => Math.abs(r) === 2 || Math.abs(c) === 2 || (r === 0 && c === 0);

/** Places the codewords in the zigzag of two-module columns, bottom right first. */
function setData(grid: Grid, data: number[]): void {
  const { size } = grid;
  let bit = 0;
  let up = true;
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col--;
    for (let step = 0; step < size; step++) {
      const row = up ? size - 1 - step : step;
      for (let c = 0; c < 2; c++) {
        if (grid.fixed[row * size + col - c]) continue;
        grid.set(row, col - c, (((data[bit >> 3] as number) >>> (7 - (bit & 7))) & 1) === 1);
        bit++;
      }
    }
    up = !up;
  }
}

function makeGrid(size: number): Grid {
  const data = new Uint8Array(size * size);
  const fixed = new Uint8Array(size * size);
  return {
    size,
    data,
    fixed,
    set(row, col, dark, isFixed = false) {
      data[row * size + col] = dark ? 1 : 0;
      if (isFixed) fixed[row * size + col] = 1;
    },
  };
}

/** The symbol of `text` (its UTF-8 bytes): `size` modules a side, `data[row * size + col]` 1 when dark. */
export function qrMatrix(text: string): { size: number; data: Uint8Array } {
  const bytes = new TextEncoder().encode(text);
  const version = versionFor(bytes.length);
  const size = sizeOf(version);
  const grid = makeGrid(size);
  for (const [row, col] of [
    [0, 0],
    [0, size - 7],
    [size - 7, 0],
  ] as const) {
    square(grid, row, col, -1, 7, finderDark);
  }
  for (let i = 8; i < size - 8; i++) {
    grid.set(i, 6, i % 2 === 0, true);
    grid.set(6, i, i % 2 === 0, true);
  }
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  centres.forEach((row, i) => {
    centres.forEach((col, j) => {
      // Not where a finder pattern is: top left, top right, bottom left.
      if ((i === 0 && (j === 0 || j === last)) || (i === last && j === 0)) return;
      square(grid, row, col, -2, 2, alignmentDark);
    });
  });
  setFormat(grid, 0); // reserves the format modules before the data goes in
  if (version >= 7) setVersion(grid, version);
  setData(grid, codewords(dataBytes(bytes, version), version));
  const mask = bestMask(grid, (m) => {
    setFormat(grid, m);
  });
  flipMask(grid, mask);
  setFormat(grid, mask);
  return { size, data: grid.data };
}
