import { OrbisCommand } from "../lib/baseCommand";
import { signOut } from "../lib/login/signIn";

export default class Logout extends OrbisCommand {
  static override summary = "Sign out: forget the profile's tokens";

  static override examples = [
    "<%= config.bin %> <%= command.id %>",
    "<%= config.bin %> <%= command.id %> --profile ci",
  ];

  async run(): Promise<{ profile: string; signedOut: boolean }> {
    const { flags } = await this.parse(Logout);
    const target = await this.target(flags);
    const signedOut = await signOut(target);
    this.log(
      signedOut
        ? `Signed out (profile "${target.profileName}").`
        : `Profile "${target.profileName}" was not signed in.`,
    );
    return { profile: target.profileName, signedOut };
  }
}
