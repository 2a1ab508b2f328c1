import { z } from "zod";
import type { SocialProviderConfig } from "../../../../config";
import { callProvider, type ProviderHttp, readAnswer } from "./http";
import { firstName, vouchedEmail } from "./profile";
import { joinUrl, PROVIDER_DEFAULTS, type ProviderAdapter, type SocialProfile } from "./types";

/** Google's `GET /oauth2/v3/userinfo` (OpenID Connect claims). */
export const googleUserSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  // Older deployments of the endpoint wrote the flag as a string.
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

/** A Google user as Orbis keeps it: the email only when `email_verified` is true. */
export const googleProfile = (user: z.output<typeof googleUserSchema>): SocialProfile => ({
  providerUserId: user.sub,
  email: vouchedEmail(user.email, user.email_verified === true || user.email_verified === "true"),
  name: firstName(user.name),
});

/** Google's userinfo endpoint (`Authorization: Bearer`). */
export const googleAdapter = (
  config: SocialProviderConfig,
  http: ProviderHttp,
): ProviderAdapter => {
  const base = config.apiUrl ?? PROVIDER_DEFAULTS.google.apiUrl;
  return {
    provider: "google",
    fetchProfile: async (accessToken) => {
      const answer = await callProvider(http, "google", joinUrl(base, "/oauth2/v3/userinfo"), {
        headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
      });
      return googleProfile(readAnswer("google", answer, googleUserSchema));
    },
  };
};
