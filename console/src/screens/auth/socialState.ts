/** Session-storage key of the anti-forgery `state` sent with a web social sign-in. */
const STATE_KEY = "socialState";

/** A fresh anti-forgery value for a provider's `state`. */
export const newSocialState = (): string => crypto.randomUUID();

/** Keeps the `state` of the sign-in this tab is starting, for its return to check. */
export const rememberSocialState = (state: string): void => {
  sessionStorage.setItem(STATE_KEY, state);
};

/**
 * True when a web sign-in's return carries the `state` this tab sent (then forgotten: one use).
 * A return nobody here started (a link planted on the user) must not sign them in.
 */
export const takeSocialState = (returned: string | null): boolean => {
  const sent = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return sent !== null && sent === returned;
};
