/**
 * The QR code of the verification address as one SVG path, drawn beside the user code in the same frame
 * (the encoder is small enough to be part of the sign-in screen's first chunk; docs/app.md, "Budgets").
 */
import { qrMatrix } from './qr-code.ts';

export { qrMatrix } from './qr-code.ts';

export interface QrPath {
  /** Modules per side, quiet zone included. */
  size: number;
  /** SVG path data: one horizontal run of dark modules per subpath. */
  d: string;
}

// ISO/IEC 18004 §6.3.8: four light modules on every side (also the `qrcode` package's default margin).
const QUIET_ZONE = 4;

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
