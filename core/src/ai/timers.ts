/**
 * One-shot timers, injected so that core never touches the global clock. `H` is the handle
 * type of the host (`number` in browsers, `Timeout` in Node). Wrap the globals:
 * `{ setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h) }`.
 */
export interface PollTimers<H = unknown> {
  setTimeout(callback: () => void, ms: number): H;
  clearTimeout(handle: H): void;
}
