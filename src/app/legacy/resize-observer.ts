/**
 * A stand-in for ResizeObserver (Chromium 64) on older engines. The virtual list and the cover row only
 * need to hear their own content box's size when it first lays out and when it changes; this one measures
 * each observed element on the next frame after `observe`, on window resize, and twice a second, and
 * reports the elements whose size moved. It reports content boxes as the real one does (padding excluded).
 */

interface Watched {
  target: Element;
  width: number;
  height: number;
}

type Callback = (entries: { target: Element; contentRect: DOMRectReadOnly }[], observer: unknown) => void;

const POLL_MS = 500;

function contentBox(target: Element): { width: number; height: number } {
  const style = getComputedStyle(target);
  const pad = (a: string, b: string) => (parseFloat(a) || 0) + (parseFloat(b) || 0);
  return {
    width: Math.max(0, target.clientWidth - pad(style.paddingLeft, style.paddingRight)),
    height: Math.max(0, target.clientHeight - pad(style.paddingTop, style.paddingBottom)),
  };
}

class ResizeWatcher {
  private watched: Watched[] = [];
  private timer = 0;
  private frame = 0;
  private readonly check = (): void => {
    this.frame = 0;
    const entries: { target: Element; contentRect: DOMRectReadOnly }[] = [];
    for (const item of this.watched) {
      const box = contentBox(item.target);
      if (box.width === item.width && box.height === item.height) continue;
      item.width = box.width;
      item.height = box.height;
      const rect = { x: 0, y: 0, top: 0, left: 0, right: box.width, bottom: box.height, ...box };
      entries.push({ target: item.target, contentRect: rect as DOMRectReadOnly });
    }
    if (entries.length > 0) this.callback(entries, this);
  };

  constructor(private readonly callback: Callback) {}

  observe(target: Element): void {
    if (this.watched.some((item) => item.target === target)) return;
    this.watched.push({ target, width: -1, height: -1 });
    if (this.watched.length === 1) {
      window.addEventListener('resize', this.check);
      this.timer = window.setInterval(this.check, POLL_MS);
    }
    if (this.frame === 0) this.frame = requestAnimationFrame(this.check);
  }

  unobserve(target: Element): void {
    this.watched = this.watched.filter((item) => item.target !== target);
    if (this.watched.length === 0) this.disconnect();
  }

  disconnect(): void {
    this.watched = [];
    window.removeEventListener('resize', this.check);
    clearInterval(this.timer);
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }
}

if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: ResizeWatcher,
  });
}

export {};
