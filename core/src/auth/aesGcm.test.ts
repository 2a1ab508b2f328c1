import { describe, expect, it } from "vitest";
import { aesGcmDecrypt, aesGcmEncrypt, generateSecret } from "./aesGcm";
import { base64ToBytes, bytesToBase64 } from "./base64";

// Node's real WebCrypto, in tests only: the code under test receives it as a parameter.
const webCrypto = globalThis.crypto;

describe("AES-GCM", () => {
  it("makes 32-byte secrets that differ each time", () => {
    const a = generateSecret(webCrypto);
    expect(base64ToBytes(a)).toHaveLength(32);
    expect(generateSecret(webCrypto)).not.toBe(a);
  });

  it("never encrypts the same text twice to the same output (fresh IV)", async () => {
    const secret = generateSecret(webCrypto);
    const first = await aesGcmEncrypt(webCrypto, "token", secret);
    expect(await aesGcmEncrypt(webCrypto, "token", secret)).not.toBe(first);
  });

  it("decrypts what it encrypted", async () => {
    const secret = generateSecret(webCrypto);
    expect(
      await aesGcmDecrypt(webCrypto, await aesGcmEncrypt(webCrypto, "지도 ✓", secret), secret),
    ).toBe("지도 ✓");
  });

  const tamper = (encrypted: string): string => {
    const bytes = base64ToBytes(encrypted);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    return bytesToBase64(bytes);
  };

  it.each([
    ["another secret", (e: string) => e, () => generateSecret(webCrypto)],
    ["an altered text", tamper, (s: string) => s],
    ["a truncated text", (e: string) => e.slice(0, 8), (s: string) => s],
    ["a text that is not base64", () => "***", (s: string) => s],
  ])("rejects decryption with %s", async (_, alterText, alterSecret) => {
    const secret = generateSecret(webCrypto);
    const encrypted = await aesGcmEncrypt(webCrypto, "the token", secret);
    await expect(
      aesGcmDecrypt(webCrypto, alterText(encrypted), alterSecret(secret)),
    ).rejects.toThrow();
  });
});
