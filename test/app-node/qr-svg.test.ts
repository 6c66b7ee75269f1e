// The sign-in screen's QR encoder (src/app/views/sign-in/qr-code.ts) is written in the app, byte mode and level M
// only, to keep the first screen small. Here, in Node (where the `qrcode` package's CommonJS loads as is), every
// symbol it makes must equal the package's own create() for the same text in byte mode at level M.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import QRCode from 'qrcode';
import { qrMatrix, qrPath } from '../../src/app/views/sign-in/qr-svg.ts';

function reference(text: string): { size: number; data: Uint8Array; version: number } {
  // The types want bytes for a byte segment; the package also takes a string and encodes it as UTF-8.
  const data = new TextEncoder().encode(text);
  const symbol = QRCode.create([{ data, mode: 'byte' }], { errorCorrectionLevel: 'M' });
  return { size: symbol.modules.size, data: symbol.modules.data, version: symbol.version };
}

const addresses = [
  'localhost:8787/device',
  'http://localhost:8787/device',
  'https://verify.example-provider.test/device?user_code=WXYZ-BCDF',
  'http://192.168.100.200:8787/device?user_code=BCDF-GHJK',
  'https://example.com/dévice?ü=ß',
];

test('the symbol of each kind of verification address equals the package’s own', () => {
  for (const text of addresses) {
    const ours = qrMatrix(text);
    const theirs = reference(text);
    assert.equal(ours.size, theirs.size, text);
    assert.deepEqual(Array.from(ours.data), Array.from(theirs.data), text);
  }
});

test('every length from 1 to 480 bytes (versions 1 to 16; version bits from 7 on) equals the package’s own', () => {
  const versions = new Set<number>();
  for (let length = 1; length <= 480; length++) {
    const text = Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7 + length) % 94))).join('');
    const theirs = reference(text);
    versions.add(theirs.version);
    assert.deepEqual(Array.from(qrMatrix(text).data), Array.from(theirs.data), `length ${length}`);
  }
  assert.ok(versions.has(1) && versions.has(7) && Math.max(...versions) >= 15, [...versions].join(','));
});

test('the SVG path draws exactly the dark modules, inside a four-module quiet zone', () => {
  const text = addresses[2] ?? '';
  const { size, data } = reference(text);
  const path = qrPath(text);
  assert.equal(path.size, size + 8);
  let dark = 0;
  for (const match of path.d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, width] = [Number(match[1]) - 4, Number(match[2]) - 4, Number(match[3])];
    for (let col = x; col < x + width; col++) assert.equal(data[y * size + col], 1, `module ${y},${col}`);
    dark += width;
  }
  assert.equal(
    dark,
    data.reduce((sum, module) => sum + module, 0),
  );
});
