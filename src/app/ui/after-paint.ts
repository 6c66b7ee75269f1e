/** Runs `task` once the frame being prepared has been painted. */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });
}
