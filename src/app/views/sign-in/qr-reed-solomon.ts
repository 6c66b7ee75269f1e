/**
 * Reed-Solomon error correction over GF(256) with the QR code's polynomial x⁸+x⁴+x³+x²+1 (ISO/IEC 18004
 * §7.5.2). Indices stay inside their arrays by construction, hence the `as number` on each read.
 */
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255] as number;

const times = (a: number, b: number): number =>
  a && b ? (EXP[(LOG[a] as number) + (LOG[b] as number)] as number) : 0;

/** The generator polynomial of `degree`, (x − α⁰)(x − α¹)…, highest power first. */
function generator(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((coefficient, j) => {
      next[j] = (next[j] as number) ^ coefficient;
      next[j + 1] = (next[j + 1] as number) ^ times(coefficient, EXP[i] as number);
    });
    poly = next;
  }
  return poly;
}

/** The `count` error-correction codewords of `data`: the remainder of data·xⁿ divided by the generator. */
export function reedSolomon(data: Uint8Array, count: number): Uint8Array {
  const gen = generator(count);
  const work = new Uint8Array(data.length + count);
  work.set(data);
  for (let i = 0; i < data.length; i++) {
    const lead = work[i] as number;
    if (lead)
      for (let j = 1; j <= count; j++) work[i + j] = (work[i + j] as number) ^ times(gen[j] as number, lead);
  }
  return work.subarray(data.length);
}
