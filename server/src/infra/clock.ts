/** The time source, injected so tests can move it (code expiry, token expiry). */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();
