// Types for the two internal modules of the `qrcode` package the app imports directly (the package's own
// types cover only its top-level API, which also pulls in a canvas renderer the app does not need).
declare module 'qrcode/lib/core/qrcode.js' {
  export interface QrModules {
    size: number;
    /** size×size, row by row; 1 is a dark module. */
    data: Uint8Array;
  }
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): {
    modules: QrModules;
  };
}
