/**
 * The QR code of the verification address as one SVG path. Loaded on its own after the user code is
 * painted, so the person can read the code while the encoder (the `qrcode` package's core) arrives.
 */
import { create } from 'qrcode/lib/core/qrcode.js';

export interface QrPath {
  /** Modules per side, quiet zone included. */
  size: number;
  /** SVG path data: one horizontal run of dark modules per subpath. */
  d: string;
}

const QUIET_ZONE = 2;

export function qrPath(text: string): QrPath {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
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
