// The code a newcomer copies from the docs is quoted from real files that tsc checks, so it cannot drift
// from them: a fenced block right after `<!-- quoted from <path> -->` must appear in that file line for
// line (indentation aside), and a `// …` line in the block stands for lines left out. In the docs that
// teach how to add a view and a screen (docs/app.md, docs/navigation.md), every TypeScript block is quoted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const MARK = /^<!-- quoted from (\S+) -->$/;
const ELISION = '// …';

interface Block {
  doc: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  source: string | undefined;
  lines: string[];
}

function blocks(doc: string): Block[] {
  const text = readFileSync(join(root, doc), 'utf8').split('\n');
  const out: Block[] = [];
  for (let i = 0; i < text.length; i++) {
    const fence = /^\s*```(\w*)\s*$/.exec(text[i] ?? '');
    if (!fence) continue;
    const start = i;
    const lines: string[] = [];
    for (i++; i < text.length && !/^\s*```\s*$/.test(text[i] ?? ''); i++) lines.push(text[i] ?? '');
    // The marker is the last non-empty line before the fence.
    let m = start - 1;
    while (m >= 0 && (text[m] ?? '').trim() === '') m--;
    const source = MARK.exec((text[m] ?? '').trim())?.[1];
    out.push({ doc, line: start + 1, lang: fence[1] ?? '', source, lines });
  }
  return out;
}

/** The block's segments between elisions, each as trimmed lines without the empty ones at its ends. */
function segments(lines: string[]): string[][] {
  const out: string[][] = [[]];
  for (const line of lines.map((l) => l.trim())) {
    if (line === ELISION) out.push([]);
    else out[out.length - 1]?.push(line);
  }
  return out.map((s) => s.join('\n').trim().split('\n')).filter((s) => s.join('') !== '');
}

/** Where `segment` starts in `file` at or after `from`, line for line; -1 when it is not there. */
function find(file: string[], segment: string[], from: number): number {
  for (let at = from; at + segment.length <= file.length; at++) {
    if (segment.every((line, k) => file[at + k] === line)) return at;
  }
  return -1;
}

const docs = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const all = docs.flatMap(blocks);

test('every quoted block is in its file, in order', () => {
  const quoted = all.filter((b) => b.source !== undefined);
  assert.ok(quoted.length > 0);
  for (const block of quoted) {
    const file = readFileSync(join(root, block.source ?? ''), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    let from = 0;
    for (const segment of segments(block.lines)) {
      const at = find(file, segment, from);
      assert.notEqual(
        at,
        -1,
        `${block.doc}:${String(block.line)} is not in ${block.source ?? ''}:\n${segment.join('\n')}`,
      );
      from = at + segment.length;
    }
  }
});

test('the docs that teach adding a view and a screen quote every TypeScript block', () => {
  for (const doc of ['docs/app.md', 'docs/navigation.md']) {
    const ts = all.filter((b) => b.doc === doc && b.lang === 'ts');
    assert.ok(ts.length > 0, doc);
    for (const block of ts) {
      assert.ok(block.source !== undefined, `${doc}:${String(block.line)} is not quoted from a file`);
    }
  }
});
