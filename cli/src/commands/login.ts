import { Flags } from "@oclif/core";
import { OrbisCommand } from "../lib/baseCommand";
import type { Profile } from "../lib/config/configFile";
import { usageError } from "../lib/errors";
import { passwordSignIn, type SignedIn, saveSignIn, tokenSignIn } from "../lib/login/signIn";
import { endServerSession, sessionIdOf } from "../lib/login/signOut";
import { webSignIn } from "../lib/login/webLogin";
import { promptCredentials, readStdinSecret, requireTerminal } from "../lib/prompts";

export default class Login extends OrbisCommand {
  static override summary = "Sign in to an Orbis server";

  static override description =
    `Signs in and stores the tokens in the profile ($XDG_CONFIG_HOME/orbis/config.json, mode 600), renewed by themselves afterwards.

Interactive: email and password are prompted. Scripts: --token <token> (an access or refresh token), or no login at all with ORBIS_TOKEN=<access token> set. Without a terminal on stdin there is no prompt: use --token, --password-stdin with --email, or --web.

--web opens the console's login page in plugin mode and waits for it to call back:
  opened:   <api-url>/builder/login?plugin=true&redirect=<callback>&state=<state>
  callback: http://127.0.0.1:<random port>/callback — one time, for --timeout seconds
  the console then sends the browser to the callback, either
    GET  <callback>?state=<state>&accessToken=<jwt>&refreshToken=<jwt>
  or (better: no tokens in the browser history) an auto-submitted form
    POST <callback>  application/x-www-form-urlencoded  state=…&accessToken=…&refreshToken=…
  and on cancel or failure: state=<state>&error=<code>&message=<text>.
  A request whose state differs is refused (400) and the CLI keeps waiting. The tokens should come from a login with clientKind "plugin"; the CLI checks them with GET /identity/v1/users/me before storing them.

Whichever way it signs in, a profile that held tokens before has that earlier session ended on its server (POST /identity/v1/logout) once the new one is stored, so no forgotten token stays valid.`;

  static override examples = [
    "<%= config.bin %> <%= command.id %>",
    "<%= config.bin %> <%= command.id %> --api-url https://tours.example.com",
    "<%= config.bin %> <%= command.id %> --web",
    "<%= config.bin %> <%= command.id %> --token $ORBIS_REFRESH_TOKEN --profile ci",
    'printf %s "$PASSWORD" | <%= config.bin %> <%= command.id %> --email me@example.com --password-stdin',
  ];

  static override flags = {
    web: Flags.boolean({ description: "sign in with the browser (the console, plugin mode)" }),
    token: Flags.string({ description: "sign in with an access or refresh token (scripts)" }),
    email: Flags.string({ description: "the account's email (the password is then asked)" }),
    "password-stdin": Flags.boolean({
      description: "read the password from stdin (with --email)",
      dependsOn: ["email"],
    }),
    browser: Flags.boolean({
      description: "open the browser with --web (--no-browser only prints the address)",
      default: true,
      allowNo: true,
    }),
    timeout: Flags.integer({
      description: "seconds to wait for the browser with --web",
      default: 300,
      min: 1,
    }),
  };

  async run(): Promise<{ profile: string; apiUrl: string; email: string }> {
    const { flags } = await this.parse(Login);
    if ([flags.web, flags.token !== undefined, flags["password-stdin"]].filter(Boolean).length > 1)
      throw usageError("Use only one of --web, --token and --password-stdin");
    const target = await this.target(flags);
    const earlier = target.profile;
    let signedIn: SignedIn;
    if (flags.token !== undefined) signedIn = await tokenSignIn(target.apiUrl, flags.token);
    else if (flags.web)
      signedIn = await webSignIn({
        apiUrl: target.apiUrl,
        timeoutMs: flags.timeout * 1000,
        open: flags.browser,
        say: (line) => process.stderr.write(`${line}\n`),
      });
    else if (flags["password-stdin"] && flags.email !== undefined)
      signedIn = await passwordSignIn(target.apiUrl, flags.email, await readStdinSecret());
    else {
      requireTerminal(
        "orbis login",
        "Use --token <token>, --email with --password-stdin, --web, or set ORBIS_TOKEN.",
      );
      const { email, password } = await promptCredentials(flags.email);
      signedIn = await passwordSignIn(target.apiUrl, email, password);
    }
    await saveSignIn(target, signedIn);
    this.log(
      `Signed in to ${target.apiUrl} as ${signedIn.email} (profile "${target.profileName}").`,
    );
    await this.endEarlierSession(earlier, signedIn);
    return { profile: target.profileName, apiUrl: target.apiUrl, email: signedIn.email };
  }

  /**
   * Ends the session the profile's replaced tokens belonged to (another account's, another
   * server's, an older CLI session), unless the new tokens carry that same session on (a
   * `--token` renewal of it). Its failure is only a warning: the sign-in itself went through.
   */
  private async endEarlierSession(earlier: Profile | undefined, signedIn: SignedIn) {
    if (earlier === undefined || (!earlier.accessToken && !earlier.refreshToken)) return;
    const session = sessionIdOf(earlier.accessToken) ?? sessionIdOf(earlier.refreshToken);
    if (session !== null && session === sessionIdOf(signedIn.accessToken)) return;
    const ended = await endServerSession(earlier.apiUrl, earlier);
    if (ended.kind === "ended")
      this.note(`Ended the profile's earlier session on ${earlier.apiUrl}.`);
    if (ended.kind === "not-ended")
      this.note(
        `Warning: the profile's earlier session was not ended on ${earlier.apiUrl} (${ended.reason}); it lasts until its tokens expire.`,
      );
  }
}
