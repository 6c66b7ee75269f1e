// The `qrcode` package's core, imported on its own: the package's types describe only its top-level API,
// whose renderers (canvas, SVG and text) the sign-in screen does not need. It is CommonJS: its
// `module.exports` is the default import, in the bundler, in Node and in the browser tests alike.
declare module 'qrcode/lib/core/qrcode.js' {
  interface QrSegment {
    data: string | Uint8Array;
    mode: 'byte' | 'alphanumeric' | 'numeric' | 'kanji';
  }
  interface QrCore {
    create(
      data: string | readonly QrSegment[],
      options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; version?: number },
    ): {
      version: number;
      /** size×size modules, row by row; 1 is dark. */
      modules: { size: number; data: Uint8Array };
    };
  }
  const core: QrCore;
  export default core;
}
