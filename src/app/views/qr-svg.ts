/**
 * The QR code of the verification address as one SVG path. Loaded on its own after the user code is
 * painted, so the person can read the code while the encoder arrives.
 *
 * Built from the `qrcode` package's core parts (Reed-Solomon, masks and their penalties, pattern positions,
 * format bits), with the symbol assembled here in byte mode, error correction M, the way the package's
 * `create()` does it for a single byte segment. The package's `create()` itself also brings its
 * mode-splitting optimizer (numeric, alphanumeric and kanji segments and a shortest-path search), about a
 * third of its code, which an address does not need: it is almost all bytes.
 */
import { getBCHDigit, getSymbolSize, getSymbolTotalCodewords } from 'qrcode/lib/core/utils.js';
import BitMatrix from 'qrcode/lib/core/bit-matrix.js';
import { getPositions as alignmentPositions } from 'qrcode/lib/core/alignment-pattern.js';
import { getPositions as finderPositions } from 'qrcode/lib/core/finder-pattern.js';
import { applyMask, getBestMask } from 'qrcode/lib/core/mask-pattern.js';
import { getBlocksCount, getTotalCodewordsCount } from 'qrcode/lib/core/error-correction-code.js';
import { M } from 'qrcode/lib/core/error-correction-level.js';
import ReedSolomonEncoder from 'qrcode/lib/core/reed-solomon-encoder.js';
import { getEncodedBits as formatBits } from 'qrcode/lib/core/format-info.js';

export interface QrPath {
  /** Modules per side, quiet zone included. */
  size: number;
  /** SVG path data: one horizontal run of dark modules per subpath. */
  d: string;
}

// ISO/IEC 18004 §6.3.8: four light modules on every side (also the `qrcode` package's default margin).
const QUIET_ZONE = 4;
const BYTE_MODE = 0b0100;

/** Bits of the byte-mode character count (ISO/IEC 18004 table 3). */
const countBits = (version: number): number => (version < 10 ? 8 : 16);

const dataCodewords = (version: number): number =>
  getSymbolTotalCodewords(version) - getTotalCodewordsCount(version, M);

/** The smallest version whose data codewords hold mode, count and the bytes. */
function versionFor(length: number): number {
  for (let version = 1; version <= 40; version++) {
    if (4 + countBits(version) + length * 8 <= dataCodewords(version) * 8) return version;
  }
  throw new Error('The address is too long for a QR code.');
}

/** Mode, count, bytes, terminator and padding, as data codewords. */
function dataBytes(bytes: Uint8Array, version: number): Uint8Array {
  const capacity = dataCodewords(version);
  const bits: number[] = [];
  const put = (value: number, length: number): void => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(BYTE_MODE, 4);
  put(bytes.length, countBits(version));
  bytes.forEach((byte) => {
    put(byte, 8);
  });
  if (bits.length + 4 <= capacity * 8) put(0, 4);
  while (bits.length % 8 !== 0) bits.push(0);
  const out = new Uint8Array(capacity);
  let i = 0;
  for (; i < bits.length / 8; i++) {
    let byte = 0;
    for (let b = 0; b < 8; b++) byte = (byte << 1) | (bits[i * 8 + b] ?? 0);
    out[i] = byte;
  }
  for (let pad = 0; i < capacity; i++, pad++) out[i] = pad % 2 ? 0x11 : 0xec;
  return out;
}

/** Splits the data into blocks, adds each block's error correction, and interleaves them. */
function codewords(data: Uint8Array, version: number): Uint8Array {
  const total = getSymbolTotalCodewords(version);
  const blocks = getBlocksCount(version, M);
  const shortBlocks = blocks - (total % blocks);
  const shortData = Math.floor(data.length / blocks);
  const ecCount = Math.floor(total / blocks) - shortData;
  const rs = new ReedSolomonEncoder(ecCount);
  const dataBlocks: Uint8Array[] = [];
  const ecBlocks: Uint8Array[] = [];
  let offset = 0;
  for (let b = 0; b < blocks; b++) {
    const size = b < shortBlocks ? shortData : shortData + 1;
    const block = data.slice(offset, offset + size);
    dataBlocks.push(block);
    ecBlocks.push(rs.encode(block));
    offset += size;
  }
  const out: number[] = [];
  for (let i = 0; i <= shortData; i++) {
    for (const block of dataBlocks) if (i < block.length) out.push(block[i] ?? 0);
  }
  for (let i = 0; i < ecCount; i++) for (const block of ecBlocks) out.push(block[i] ?? 0);
  return Uint8Array.from(out);
}

function square(matrix: BitMatrix, row: number, col: number, from: number, to: number, dark: DarkAt): void {
  for (let r = from; r <= to; r++) {
    for (let c = from; c <= to; c++) {
      const y = row + r;
      const x = col + c;
      if (y >= 0 && x >= 0 && y < matrix.size && x < matrix.size) matrix.set(y, x, dark(r, c), true);
    }
  }
}

type DarkAt = (r: number, c: number) => boolean;

const finderDark: DarkAt = (r, c) =>
  (r >= 0 && r <= 6 && (c === 0 || c === 6)) ||
  (c >= 0 && c <= 6 && (r === 0 || r === 6)) ||
  (r >= 2 && r <= 4 && c >= 2 && c <= 4);

const alignmentDark: DarkAt = (r, c) => Math.abs(r) === 2 || Math.abs(c) === 2 || (r === 0 && c === 0);

function setFormatInfo(matrix: BitMatrix, mask: number): void {
  const { size } = matrix;
  const bits = formatBits(M, mask);
  for (let i = 0; i < 15; i++) {
    const dark = ((bits >> i) & 1) === 1;
    matrix.set(i < 6 ? i : i < 8 ? i + 1 : size - 15 + i, 8, dark, true);
    matrix.set(8, i < 8 ? size - i - 1 : i < 9 ? 15 - i : 14 - i, dark, true);
  }
  matrix.set(size - 8, 8, true, true);
}

/** The 18 version bits of versions 7 and up: the version and its BCH(18, 6) remainder. */
function setVersionInfo(matrix: BitMatrix, version: number): void {
  const G18 = 0x1f25;
  let d = version << 12;
  while (getBCHDigit(d) - getBCHDigit(G18) >= 0) d ^= G18 << (getBCHDigit(d) - getBCHDigit(G18));
  const bits = (version << 12) | d;
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >> i) & 1) === 1;
    const a = Math.floor(i / 3);
    const b = (i % 3) + matrix.size - 11;
    matrix.set(a, b, dark, true);
    matrix.set(b, a, dark, true);
  }
}

/** Places the codewords in the zigzag of two-module columns, bottom right first. */
function setData(matrix: BitMatrix, data: Uint8Array): void {
  const { size } = matrix;
  let bit = 0;
  let up = true;
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col--;
    for (let step = 0; step < size; step++) {
      const row = up ? size - 1 - step : step;
      for (let c = 0; c < 2; c++) {
        if (matrix.isReserved(row, col - c)) continue;
        const byte = data[bit >> 3] ?? 0;
        matrix.set(row, col - c, ((byte >>> (7 - (bit & 7))) & 1) === 1);
        bit++;
      }
    }
    up = !up;
  }
}

/** The QR symbol of `text` (UTF-8 bytes, error correction M, best mask), as a matrix of modules. */
export function qrMatrix(text: string): BitMatrix {
  const bytes = new TextEncoder().encode(text);
  const version = versionFor(bytes.length);
  const matrix = new BitMatrix(getSymbolSize(version));
  for (const [row, col] of finderPositions(version)) square(matrix, row, col, -1, 7, finderDark);
  for (let i = 8; i < matrix.size - 8; i++) {
    matrix.set(i, 6, i % 2 === 0, true);
    matrix.set(6, i, i % 2 === 0, true);
  }
  for (const [row, col] of alignmentPositions(version)) square(matrix, row, col, -2, 2, alignmentDark);
  setFormatInfo(matrix, 0); // reserves the format modules before the data goes in
  if (version >= 7) setVersionInfo(matrix, version);
  setData(matrix, codewords(dataBytes(bytes, version), version));
  const mask = getBestMask(matrix, (m) => {
    setFormatInfo(matrix, m);
  });
  applyMask(mask, matrix);
  setFormatInfo(matrix, mask);
  return matrix;
}

export function qrPath(text: string): QrPath {
  const { size, data } = qrMatrix(text);
  let d = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (data[row * size + col] !== 1) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col] === 1) col++;
      d += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`;
    }
  }
  return { size: size + QUIET_ZONE * 2, d };
}
