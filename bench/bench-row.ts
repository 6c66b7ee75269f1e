/** One line of `npm run bench`: a measured figure beside its budget. */
export interface BenchRow {
  /** What was measured, e.g. "app: JS (gzip) to paint the user code". */
  name: string;
  /** The measured figure, with its unit. */
  figure: string;
  /** The budget or goal, with its unit. */
  budget: string;
  /** Whether the figure is within the budget; undefined when the row only informs. */
  ok?: boolean;
}
