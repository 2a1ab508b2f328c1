import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { PORTONE_DEFAULT_API_URL, portoneOptionsFromEnv } from "./portoneOptions";

const secret = `whsec_${Buffer.from("a webhook secret of the console").toString("base64")}`;
const complete = {
  PORTONE_API_SECRET: "api-secret",
  PORTONE_STORE_ID: "store-id",
  PORTONE_CHANNEL_KEY: "channel-key",
  PORTONE_WEBHOOK_SECRET: secret,
};

describe("PortOne configuration", () => {
  it("is absent unless a PORTONE_ variable is set", () => {
    expect(portoneOptionsFromEnv({})).toBeUndefined();
    expect(portoneOptionsFromEnv({ PORTONE_API_SECRET: "  " })).toBeUndefined();
    expect(loadConfig({}).portone).toBeUndefined();
  });

  it("reads the four required variables, PayPal's channel and the API's origin", () => {
    expect(portoneOptionsFromEnv(complete)).toEqual({
      apiSecret: "api-secret",
      storeId: "store-id",
      channelKey: "channel-key",
      webhookSecret: secret,
      apiUrl: PORTONE_DEFAULT_API_URL,
    });
    expect(
      portoneOptionsFromEnv({
        ...complete,
        PORTONE_PAYPAL_CHANNEL_KEY: " paypal-key ",
        PORTONE_API_URL: "http://127.0.0.1:9000/",
      }),
    ).toMatchObject({ paypalChannelKey: "paypal-key", apiUrl: "http://127.0.0.1:9000" });
    expect(loadConfig(complete).portone?.storeId).toBe("store-id");
  });

  it("names every missing variable when only some are set", () => {
    const { PORTONE_STORE_ID: _, PORTONE_WEBHOOK_SECRET: __, ...partial } = complete;
    expect(() => portoneOptionsFromEnv(partial)).toThrow(
      /PORTONE_STORE_ID: missing.*PORTONE_WEBHOOK_SECRET: missing/,
    );
    expect(() => portoneOptionsFromEnv({ PORTONE_CHANNEL_KEY: "channel-key" })).toThrow(
      /PORTONE_API_SECRET: missing/,
    );
    expect(() => loadConfig(partial)).toThrow(ConfigError);
  });

  it("names a malformed webhook secret or API URL", () => {
    expect(() =>
      portoneOptionsFromEnv({ ...complete, PORTONE_WEBHOOK_SECRET: "whsec_not base64!" }),
    ).toThrow(/PORTONE_WEBHOOK_SECRET: the console's webhook secret/);
    expect(() => portoneOptionsFromEnv({ ...complete, PORTONE_API_URL: "ftp://portone" })).toThrow(
      /PORTONE_API_URL/,
    );
  });
});
