import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  buildCatalogue,
  CatalogueError,
  inventedIsbns,
  joinNames,
  parseWorkLines,
} from '../../../src/provider/apis/books/store/catalogue/catalogue.ts';

const catalogue = buildCatalogue();

test('the catalogue holds at least 500 distinct works with ids unique and stable', () => {
  assert.ok(catalogue.length >= 500, `only ${catalogue.length} works`);
  const keys = new Set(catalogue.map((v) => `${v.authors.join(';')}|${v.title}|${v.subtitle ?? ''}`));
  assert.equal(keys.size, catalogue.length);
  assert.equal(new Set(catalogue.map((v) => v.id)).size, catalogue.length);
  assert.deepEqual(
    buildCatalogue().map((v) => v.id),
    catalogue.map((v) => v.id),
  );
});

test('every work has a title, authors, a year before 1930, subjects and a one- or two-sentence description', () => {
  for (const v of catalogue) {
    assert.ok(v.title.length > 0 && v.authors.length > 0 && v.subjects.length > 0, v.title);
    assert.ok(v.year >= 1000 && v.year <= 1929, `${v.title}: ${v.year}`);
    // Sentence breaks after the title: a lower-case letter or digit, a stop, a space and a capital.
    const breaks = v.description.slice(v.title.length).match(/[a-z0-9)][.!?]\s+[A-Z]/g) ?? [];
    assert.ok(v.description.startsWith(v.title) && v.description.endsWith('.'), v.description);
    assert.ok(breaks.length <= 1, `${v.title}: ${v.description}`);
    assert.match(v.id, /^[A-Za-z0-9_-]{12}$/);
  }
});

test('a description names the work, its authors and year; a translation names the translator', () => {
  const pride = catalogue.find((v) => v.title === 'Pride and Prejudice');
  assert.equal(
    pride?.description,
    "Pride and Prejudice is a novel by Jane Austen, first published in 1813. Austen's comedies of manners follow " +
      'families of the English gentry, where marriage, money and good sense are weighed with a sharp, ironic eye.',
  );
  const iliad = catalogue.find((v) => v.title === 'The Iliad');
  assert.deepEqual(iliad?.authors, ['Homer', 'Samuel Butler']);
  assert.match(
    iliad.description,
    /^The Iliad is an epic poem by Homer, here in the English translation by Samuel Butler of 1898\./,
  );
  const beowulf = catalogue.find((v) => v.title === 'Beowulf');
  assert.match(beowulf?.description ?? '', /^Beowulf is an anonymous epic poem, here in/);
});

test('a colon and space splits title and subtitle', () => {
  const moby = catalogue.find((v) => v.title === 'Moby-Dick');
  assert.equal(moby?.subtitle, 'or, The Whale');
});

test('invented ISBNs carry valid check digits', () => {
  assert.deepEqual(inventedIsbns(1), { isbn10: '9999000010', isbn13: '9789999000017' });
  assert.deepEqual(inventedIsbns(7), { isbn10: '999900007X', isbn13: '9789999000079' });
  for (const v of catalogue.slice(0, 50)) {
    const digits = Array.from(v.isbn13, Number);
    assert.equal(digits.reduce((sum, d, i) => sum + d * (i % 2 === 0 ? 1 : 3), 0) % 10, 0, v.isbn13);
  }
});

test('malformed lines are refused with the line number', () => {
  assert.throws(
    () => parseWorkLines('\nA|Fiction|Note.|Title@19x'),
    (err: unknown) => {
      return err instanceof CatalogueError && /line 2: bad work/.test(err.message);
    },
  );
  assert.throws(() => parseWorkLines('A|Fiction|Title@1900'), CatalogueError);
  assert.throws(() => parseWorkLines('A||Note.|Title@1900'), CatalogueError);
  assert.throws(() => buildCatalogue('A|Fiction|N.|T@1900\nA|Fiction|N.|T@1900'), /duplicate work: T/);
});

test('joinNames lists people the way the descriptions read', () => {
  assert.equal(joinNames(['A']), 'A');
  assert.equal(joinNames(['A', 'B']), 'A and B');
  assert.equal(joinNames(['A', 'B', 'C']), 'A, B and C');
});
