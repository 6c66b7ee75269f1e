/**
 * The QR code of the verification address as one SVG path, drawn beside the user code in the same frame.
 * The symbol is the `qrcode` package's: its core (`create()`, without the renderers) is bundled into the
 * sign-in screen's first chunk, so it is there when the code is (docs/app.md, "Budgets").
 */
import qrcodeCore from 'qrcode/lib/core/qrcode.js';

export interface QrPath {
  /** Modules per side, quiet zone included. */
  size: number;
  /** SVG path data: one horizontal run of dark modules per subpath. */
  d: string;
}

// ISO/IEC 18004 §6.3.8: four light modules on every side (also the `qrcode` package's default margin).
const QUIET_ZONE = 4;

/**
 * The symbol's modules, row by row (1 is dark). One byte segment at level M: an address is almost all
 * bytes, and a given segment skips the package's search for the shortest mix of modes.
 */
export function qrMatrix(text: string): { size: number; data: Uint8Array } {
  const { modules } = qrcodeCore.create([{ data: text, mode: 'byte' }], { errorCorrectionLevel: 'M' });
  return { size: modules.size, data: modules.data };
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
