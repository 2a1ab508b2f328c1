/** Where a piece of state loaded from the server stands. */
export type LoadState = "idle" | "loading" | "ready" | "failed";

/**
 * Numbers a store's loads, so that only the latest one settles its state: a load that answers
 * after a newer one started (a retry, a reload after a change) must neither put an older failure
 * over fresh data nor older data over a newer answer. Every load still ends: the latest one
 * always settles, whatever the others do.
 */
export class LoadTickets {
  private latest = 0;

  /** Starts a load; answers whether it is still the latest when its answer comes. */
  take(): () => boolean {
    const ticket = ++this.latest;
    return () => ticket === this.latest;
  }
}
