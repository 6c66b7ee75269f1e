/**
 * The `filter` parameter of the creative and publisher-connection lists, in the small grammar
 * docs/bidding.md describes: terms joined by AND, each `field=value` or `field:value`. Fields a list does
 * not know are 400, so a typo never passes as "no filter".
 */
import { queryParameter, reads } from '../../../http/input-description.ts';
import type { Reader } from '../../../http/validate.ts';
import { invalidArgument } from '../services/errors.ts';

/** What a field reads from a row: one value, or a list whose items `:` and `=` match one of. */
export type FilterFields<R> = Readonly<Record<string, (row: R) => string | readonly string[] | undefined>>;

/** The request's filter as one test; every row passes when there is none. */
export function filterOf<R>(fields: FilterFields<R>): Reader<(row: R) => boolean> {
  return reads((c) => {
    const raw = c.req.query('filter');
    if (raw === undefined || raw.trim() === '') return () => true;
    const tests = raw.split(/\s+AND\s+/).map((term) => {
      const m = /^\s*([A-Za-z.]+)\s*([=:])\s*"?([^"\s]+)"?\s*$/.exec(term);
      const read = m?.[1] === undefined || !Object.hasOwn(fields, m[1]) ? undefined : fields[m[1]];
      if (m === null || read === undefined || m[3] === undefined) {
        throw invalidArgument(
          `Invalid filter term "${term.trim()}": use field=value joined by AND, with a field among ${Object.keys(fields).join(', ')}.`,
        );
      }
      const want = m[3];
      return (row: R): boolean => {
        const value = read(row);
        return typeof value === 'string' ? value === want : (value ?? []).includes(want);
      };
    });
    return (row: R) => tests.every((t) => t(row));
  }, queryParameter('filter'));
}
