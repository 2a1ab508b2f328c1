import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors/AppError";
import { runs } from "../testing/propertyRuns";
import { generateSecret } from "./aesGcm";
import { decryptToken, encryptToken } from "./tokenCipher";

const webCrypto = globalThis.crypto;

describe("token cipher", () => {
  it.each([[undefined], [null], [""]])(
    "encrypting the token %j rejects with Token not exist!",
    async (token) => {
      const error = await encryptToken(webCrypto, token, generateSecret(webCrypto)).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error).toBeInstanceOf(AppError);
      expect((error as Error).message).toBe("Token not exist!");
    },
  );

  it.each([
    ["no text", undefined, "secret"],
    ["an empty text", "", "secret"],
    ["no secret", "text", null],
    ["an empty secret", "text", ""],
  ])(
    "decrypting with %s rejects with encryptedText or secret not exist!",
    async (_, text, secret) => {
      const error = await decryptToken(webCrypto, text, secret).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe("encryptedText or secret not exist!");
    },
  );

  it("decrypts any non-empty string back to itself", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 300, unit: "binary" }),
        async (token) => {
          const secret = generateSecret(webCrypto);
          const encrypted = await encryptToken(webCrypto, token, secret);
          expect(await decryptToken(webCrypto, encrypted, secret)).toBe(token);
        },
      ),
      { numRuns: runs(50) },
    );
  });
});
