import { isAppError } from "../errors/AppError";

/**
 * Whether a failed session check (`GET /users/me` while a session is set up, a token renewal)
 * says the session is over, so that the tokens held must go. Only the server's answer can say so:
 * a 401 or 403 of the catalogue's `session` family (an ended or replaced session, a refused
 * refresh token, a deactivated account, an undecodable token) — except 140008, which asks a
 * student to set a password within a session that stands.
 *
 * Everything else says nothing about the session and leaves the tokens alone: a request aborted
 * (the page reloaded or left while it was in flight), a timeout, a network failure, a 5xx, an
 * unreadable answer, another refusal, a failure of this device (storage). The user stays signed
 * in as far as this device knows, and the check is made again.
 */
export const sessionIsOver = (error: unknown): boolean => {
  if (!isAppError(error)) return false;
  const { family, action } = error.entry;
  return (
    family === "session" &&
    (error.status === 401 || error.status === 403) &&
    action !== "setPassword"
  );
};
