import type { z } from "zod";
import { userSchema } from "./user";

/**
 * Someone shown next to a thing: a project's owner or coworker, a comment's author. The
 * display name is derived by the client like a user's (email, else name, else nickname).
 */
export const personSchema = userSchema.pick({ id: true, email: true, name: true, nickname: true });
/** A person. */
export type Person = z.infer<typeof personSchema>;
