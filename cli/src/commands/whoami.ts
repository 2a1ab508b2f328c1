import type { User } from "@orbis/core/contract";
import { OrbisCommand } from "../lib/baseCommand";

export default class Whoami extends OrbisCommand {
  static override summary = "Show the signed-in account";

  static override examples = [
    "<%= config.bin %> <%= command.id %>",
    "<%= config.bin %> <%= command.id %> --json",
  ];

  async run(): Promise<{ apiUrl: string; profile: string; user: User }> {
    const { flags } = await this.parse(Whoami);
    const target = await this.target(flags);
    const session = await this.session(flags);
    const user = await session.api().getMe();
    const name = user.name ?? user.nickname;
    this.log(`${user.email}${name ? ` (${name})` : ""} on ${session.apiUrl}`);
    return { apiUrl: session.apiUrl, profile: target.profileName, user };
  }
}
