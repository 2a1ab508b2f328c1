import { AppError } from "@orbis/core/errors";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type PollyTestServer, startPollyTestServer } from "../../testing/pollyTestServer";
import { createPollySpeechEngine } from "./pollySpeechEngine";

/*
 * Polly's failures as the SDK meets them, from the Polly test server: what reaches users and logs
 * must name the problem and never the credentials.
 */

let server: PollyTestServer;
beforeAll(async () => {
  server = await startPollyTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const engineWith = (credentials = server.credentials, endpoint = server.endpoint) =>
  createPollySpeechEngine({ region: server.region, endpoint, credentials });

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe("Polly speech engine: failures", () => {
  it("turns Polly's refusals of the input into 10400 naming them", async () => {
    const engine = engineWith();
    await engine.languages();
    server.fail({
      status: 400,
      type: "TextLengthExceededException",
      message: "Maximum text length has been exceeded",
    });
    const long = await refusal(engine.synthesize({ text: "Hello.", language: "en" }));
    expect(long.code).toBe(10400);
    expect(long.message).toBe(
      "AWS Polly refused the request (TextLengthExceededException): Maximum text length has been exceeded",
    );
    server.fail({
      status: 400,
      type: "InvalidSampleRateException",
      message: "The sample rate is invalid.",
    });
    const rate = await refusal(engine.synthesize({ text: "Hello.", language: "en" }));
    expect(rate.code).toBe(10400);
    expect(rate.message).toContain("InvalidSampleRateException");
  });

  it("turns refused credentials into 10503 naming the problem, never the credentials", async () => {
    const { accessKeyId, secretAccessKey, sessionToken } = server.credentials;
    const stranger = await refusal(
      engineWith({
        accessKeyId: "AKIAUNKNOWN000000000",
        secretAccessKey,
        sessionToken,
      }).languages(),
    );
    expect(stranger.code).toBe(10503);
    expect(stranger.message).toContain("UnrecognizedClientException");
    expect(stranger.message).toContain("AWS_ACCESS_KEY_ID");

    const wrongSecret = await refusal(
      engineWith({ accessKeyId, secretAccessKey: "not-the-secret", sessionToken }).languages(),
    );
    expect(wrongSecret.code).toBe(10503);
    expect(wrongSecret.message).toContain("InvalidSignatureException");
    // Polly's answer echoed the signed headers, session token included; ours does not.
    expect(server.requests.at(-1)?.answer.message).toContain(sessionToken);
    for (const error of [stranger, wrongSecret]) {
      const shown = JSON.stringify({ ...error.toBody(), cause: String(error.cause) });
      for (const secret of [accessKeyId, "AKIAUNKNOWN000000000", secretAccessKey, sessionToken]) {
        expect(shown).not.toContain(secret);
      }
    }
  });

  it("turns missing credentials, an unreachable endpoint and Polly's outages into 10503", async () => {
    const noCredentials = await refusal(
      createPollySpeechEngine({
        region: server.region,
        endpoint: server.endpoint,
        credentials: async () => {
          throw Object.assign(new Error("Could not load credentials from any providers"), {
            name: "CredentialsProviderError",
          });
        },
      }).languages(),
    );
    expect(noCredentials.code).toBe(10503);
    expect(noCredentials.message).toContain("AWS_ACCESS_KEY_ID");

    const closed = await startPollyTestServer();
    await closed.close();
    const unreachable = await refusal(engineWith(server.credentials, closed.endpoint).languages());
    expect(unreachable.code).toBe(10503);
    expect(unreachable.message).toContain("could not be reached");

    server.fail({
      status: 500,
      type: "ServiceFailureException",
      message: "Internal failure",
      times: 3,
    });
    const outage = await refusal(engineWith().languages());
    expect(outage.code).toBe(10503);
    expect(outage.message).toBe("AWS Polly is unavailable (ServiceFailureException)");
    expect(server.requests.map((r) => r.answer.type)).toEqual(
      Array(3).fill("ServiceFailureException"),
    );
  });

  it("does not keep a failed voice list", async () => {
    const engine = engineWith();
    server.fail({ status: 403, type: "AccessDeniedException", message: "User is not authorized" });
    expect((await refusal(engine.languages())).code).toBe(10503);
    expect((await engine.languages()).length).toBe(3);
  });
});
