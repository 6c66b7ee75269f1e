// The sign-in screen's QR code is the `qrcode` package's symbol (its core, bundled into the sign-in chunk):
// one byte segment at level M, the same symbol as the package's own create() for that text, drawn as an SVG
// path that covers exactly its dark modules inside a four-module quiet zone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import QRCode from 'qrcode';
import { qrMatrix, qrPath } from '../../src/app/views/sign-in/qr-svg.ts';

function reference(text: string): { size: number; data: Uint8Array; version: number; level: number } {
  const data = new TextEncoder().encode(text);
  const symbol = QRCode.create([{ data, mode: 'byte' }], { errorCorrectionLevel: 'M' });
  return {
    size: symbol.modules.size,
    data: symbol.modules.data,
    version: symbol.version,
    level: symbol.errorCorrectionLevel.bit,
  };
}

const addresses = [
  'localhost:8787/device',
  'http://localhost:8787/device',
  'https://verify.example-provider.test/device?user_code=WXYZ-BCDF',
  'http://192.168.100.200:8787/device?user_code=BCDF-GHJK',
  'https://example.com/dévice?ü=ß',
];

test('each kind of verification address is the package’s byte-mode symbol at level M', () => {
  for (const text of addresses) {
    const ours = qrMatrix(text);
    const theirs = reference(text);
    assert.equal(theirs.level, 0, 'level M');
    assert.equal(ours.size, theirs.size, text);
    assert.deepEqual(Array.from(ours.data), Array.from(theirs.data), text);
  }
});

test('the SVG path draws exactly the dark modules, inside a four-module quiet zone', () => {
  for (const text of addresses) {
    const { size, data } = reference(text);
    const path = qrPath(text);
    assert.equal(path.size, size + 8);
    const drawn = new Uint8Array(size * size);
    for (const match of path.d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      const [x, y, width] = [Number(match[1]) - 4, Number(match[2]) - 4, Number(match[3])];
      for (let col = x; col < x + width; col++) drawn[y * size + col] = 1;
    }
    assert.deepEqual(Array.from(drawn), Array.from(data), text);
  }
});
