import { type AppError, isAppError } from "@orbis/core/errors";

/**
 * The catalogue error a typed call was refused with. A call that succeeds, or fails with
 * anything but an {@link AppError}, fails the test: a refusal test must see its refusal.
 */
export const refusalOf = async (call: Promise<unknown>): Promise<AppError> => {
  let outcome: unknown;
  try {
    outcome = await call;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error(`Expected a refusal, the call answered ${JSON.stringify(outcome)}`);
};

/** The catalogue code a typed call was refused with (see {@link refusalOf}). */
export const refusalCode = async (call: Promise<unknown>): Promise<number> =>
  (await refusalOf(call)).code;
