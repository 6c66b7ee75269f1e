// Types for the internal modules of the `qrcode` package that qr-svg.ts builds its symbol from (the
// package's own types cover only its top-level API, which also pulls in renderers the app does not need).
declare module 'qrcode/lib/core/utils.js' {
  export function getSymbolSize(version: number): number;
  export function getSymbolTotalCodewords(version: number): number;
  export function getBCHDigit(data: number): number;
}

declare module 'qrcode/lib/core/bit-matrix.js' {
  export default class BitMatrix {
    constructor(size: number);
    readonly size: number;
    /** size×size, row by row; 1 is a dark module. */
    readonly data: Uint8Array;
    set(row: number, col: number, value: boolean, reserved?: boolean): void;
    isReserved(row: number, col: number): boolean;
  }
}

declare module 'qrcode/lib/core/alignment-pattern.js' {
  export function getPositions(version: number): [number, number][];
}

declare module 'qrcode/lib/core/finder-pattern.js' {
  export function getPositions(version: number): [number, number][];
}

declare module 'qrcode/lib/core/mask-pattern.js' {
  import type BitMatrix from 'qrcode/lib/core/bit-matrix.js';
  export function getBestMask(matrix: BitMatrix, setupFormat: (mask: number) => void): number;
  export function applyMask(mask: number, matrix: BitMatrix): void;
}

declare module 'qrcode/lib/core/error-correction-level.js' {
  export interface ErrorCorrectionLevel {
    bit: number;
  }
  export const M: ErrorCorrectionLevel;
}

declare module 'qrcode/lib/core/error-correction-code.js' {
  import type { ErrorCorrectionLevel } from 'qrcode/lib/core/error-correction-level.js';
  export function getBlocksCount(version: number, level: ErrorCorrectionLevel): number;
  export function getTotalCodewordsCount(version: number, level: ErrorCorrectionLevel): number;
}

declare module 'qrcode/lib/core/reed-solomon-encoder.js' {
  export default class ReedSolomonEncoder {
    constructor(degree: number);
    encode(data: Uint8Array): Uint8Array;
  }
}

declare module 'qrcode/lib/core/format-info.js' {
  import type { ErrorCorrectionLevel } from 'qrcode/lib/core/error-correction-level.js';
  export function getEncodedBits(level: ErrorCorrectionLevel, mask: number): number;
}
