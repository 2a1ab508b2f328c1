import { createHmac } from "node:crypto";
import { z } from "zod";
import type { SocialProviderConfig } from "../../../../config";
import { callProvider, type ProviderHttp, readAnswer } from "./http";
import { firstName, vouchedEmail } from "./profile";
import { joinUrl, PROVIDER_DEFAULTS, type ProviderAdapter, type SocialProfile } from "./types";

/** Facebook's `GET /me?fields=id,name,email`; `email` is absent when the user has none usable. */
export const facebookUserSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});

/**
 * A Facebook user as Orbis keeps it. The Graph API only returns a primary address Facebook has
 * confirmed, so it counts as vouched for.
 */
export const facebookProfile = (user: z.output<typeof facebookUserSchema>): SocialProfile => ({
  providerUserId: user.id,
  email: vouchedEmail(user.email, true),
  name: firstName(user.name),
});

/**
 * Facebook's Graph API. The token goes in the query as Facebook documents it; with the app
 * secret configured, `appsecret_proof` is added so apps with "Require App Secret" on work too.
 */
export const facebookAdapter = (
  config: SocialProviderConfig,
  http: ProviderHttp,
): ProviderAdapter => {
  const base = config.apiUrl ?? PROVIDER_DEFAULTS.facebook.apiUrl;
  return {
    provider: "facebook",
    fetchProfile: async (accessToken) => {
      const url = new URL(joinUrl(base, "/me"));
      url.searchParams.set("fields", "id,name,email");
      url.searchParams.set("access_token", accessToken);
      if (config.clientSecret !== undefined) {
        const proof = createHmac("sha256", config.clientSecret).update(accessToken).digest("hex");
        url.searchParams.set("appsecret_proof", proof);
      }
      const answer = await callProvider(http, "facebook", url.toString(), {
        headers: { accept: "application/json" },
      });
      return facebookProfile(readAnswer("facebook", answer, facebookUserSchema));
    },
  };
};
