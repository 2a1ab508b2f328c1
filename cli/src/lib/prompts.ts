import { usageError } from "./errors";

/*
 * The prompt library loads only when a prompt is shown: importing it took ~0.1 s of CPU at the
 * start of every command, most of which never prompt (scripts, --json, tokens).
 */
const inquirer = () => import("@inquirer/prompts");

/**
 * Prompts only on a terminal: a script piping into `orbis` must get a clear error and exit 2,
 * never a prompt waiting forever on its stdin.
 */
export const requireTerminal = (what: string, instead: string, stdin = process.stdin): void => {
  if (!stdin.isTTY)
    throw usageError(`${what} needs a terminal to prompt on, and stdin is not one. ${instead}`);
};

/** Asks for the email and password of a sign-in. */
export const promptCredentials = async (
  email?: string,
): Promise<{ email: string; password: string }> => {
  const { input, password } = await inquirer();
  const address =
    email ??
    (await input({
      message: "Email",
      validate: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? true : "Enter an email address"),
    }));
  const secret = await password({
    message: "Password",
    mask: "*",
    validate: (v) => (v.length > 0 ? true : "Enter the password"),
  });
  return { email: address.trim(), password: secret };
};

/** Asks a yes/no question, no by default (used before deleting). */
export const promptConfirm = async (message: string): Promise<boolean> => {
  const { confirm } = await inquirer();
  return confirm({ message, default: false });
};

/** Reads a secret piped on stdin (`--password-stdin`), without its final newline. */
export const readStdinSecret = async (stdin: NodeJS.ReadableStream = process.stdin) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
};
