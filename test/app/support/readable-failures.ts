/**
 * Loaded before every browser test file (web-test-runner.config.mjs, testRunnerHtml). A failed chai
 * assertion keeps its `actual` and `expected` values on the error, and the test runner copies them out of
 * the page to report a diff. A DOM node there (a focused element compared with the one expected) is a graph
 * the copy walks without end: the page froze and the run ended on its time limit, far from the assertion.
 * Here a node on a failed assertion becomes its short description, so the failure is reported at once.
 */
import { chai } from '@open-wc/testing';

/** `<tag#id.class>`, enough to tell which element it was; other values as they are. */
export function describeNode(value: unknown): unknown {
  if (!(value instanceof Node)) return value;
  if (!(value instanceof Element)) return value.nodeName;
  const id = value.id === '' ? '' : `#${value.id}`;
  const classes = [...value.classList].map((name) => `.${name}`).join('');
  return `<${value.localName}${id}${classes}>`;
}

chai.use((lib) => {
  // Read off the prototype by name: the wrapper below calls it with the assertion as `this`.
  const assert = Reflect.get(lib.Assertion.prototype, 'assert') as (...args: unknown[]) => void;
  lib.Assertion.prototype.assert = function (this: Chai.AssertionStatic, ...args: unknown[]) {
    try {
      Reflect.apply(assert, this, args);
    } catch (error) {
      if (error instanceof lib.AssertionError) {
        const failure = error as Chai.AssertionError & { actual?: unknown; expected?: unknown };
        failure.actual = describeNode(failure.actual);
        failure.expected = describeNode(failure.expected);
      }
      throw error;
    }
  };
});
