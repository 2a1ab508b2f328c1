import { Flags } from "@oclif/core";
import { OrbisCommand } from "../lib/baseCommand";
import { signOut } from "../lib/login/signOut";

export default class Logout extends OrbisCommand {
  static override summary = "Sign out: end the session on the server and forget its tokens";

  static override description =
    `Ends the profile's session on the server it signed in to, so a copy of its tokens stops working at once, then forgets the tokens. With --everywhere every session of the account ends: the console in any browser, other profiles and computers.

When the server cannot be reached the tokens are still forgotten here, and the command says that the session was not ended on the server (it then lasts until its tokens expire).`;

  static override examples = [
    "<%= config.bin %> <%= command.id %>",
    "<%= config.bin %> <%= command.id %> --profile ci",
    "<%= config.bin %> <%= command.id %> --everywhere",
  ];

  static override flags = {
    everywhere: Flags.boolean({
      description: "end every session of the account (all browsers, profiles and computers)",
    }),
  };

  async run(): Promise<{
    profile: string;
    signedOut: boolean;
    /** What the server made of it; null when there was nothing to sign out. */
    serverSession: "ended" | "already-ended" | "not-ended" | null;
    /** Why the session was not ended on the server (`not-ended` only). */
    failure?: { code: number; message: string };
  }> {
    const { flags } = await this.parse(Logout);
    const target = await this.target(flags);
    const name = target.profileName;
    const { signedOut, server } = await signOut(target, flags.everywhere);
    const result = { profile: name, signedOut, serverSession: server?.kind ?? null };
    if (server === null) {
      this.log(`Profile "${name}" was not signed in.`);
      return result;
    }
    const at = target.profile?.apiUrl ?? target.apiUrl;
    if (server.kind === "ended")
      this.log(
        flags.everywhere
          ? `Signed out everywhere: every session of the account has ended on ${at} (profile "${name}").`
          : `Signed out (profile "${name}"): the session has ended on ${at}.`,
      );
    else if (server.kind === "already-ended")
      this.log(`Signed out (profile "${name}"): the session had already ended on ${at}.`);
    else {
      this.log(`Signed out on this computer (profile "${name}").`);
      this.note(
        `Warning: the session was not ended on ${at} (${server.reason}). Its tokens are forgotten here but stay valid there until they expire; sign in again and run "orbis logout --everywhere" to end it.`,
      );
    }
    return server.kind === "not-ended"
      ? { ...result, failure: { code: server.code, message: server.reason } }
      : result;
  }
}
