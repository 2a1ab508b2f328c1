import { z } from "zod";
import type { SocialProviderConfig } from "../../../../config";
import { callProvider, type ProviderHttp, readAnswer } from "./http";
import { firstName, vouchedEmail } from "./profile";
import { joinUrl, PROVIDER_DEFAULTS, type ProviderAdapter, type SocialProfile } from "./types";

/** Naver's `GET /v1/nid/me`: `resultcode` "00" on success, the user under `response`. */
export const naverUserSchema = z.object({
  resultcode: z.literal("00"),
  message: z.string().optional(),
  response: z.object({
    id: z.string().min(1),
    email: z.string().optional(),
    name: z.string().optional(),
    nickname: z.string().optional(),
  }),
});

/**
 * A Naver user as Orbis keeps it. Naver only hands out the contact address the user confirmed
 * in their Naver account, so it counts as vouched for.
 */
export const naverProfile = (user: z.output<typeof naverUserSchema>): SocialProfile => ({
  providerUserId: user.response.id,
  email: vouchedEmail(user.response.email, true),
  name: firstName(user.response.name, user.response.nickname),
});

/** Naver's profile API (`Authorization: Bearer`). */
export const naverAdapter = (config: SocialProviderConfig, http: ProviderHttp): ProviderAdapter => {
  const base = config.apiUrl ?? PROVIDER_DEFAULTS.naver.apiUrl;
  return {
    provider: "naver",
    fetchProfile: async (accessToken) => {
      const answer = await callProvider(http, "naver", joinUrl(base, "/v1/nid/me"), {
        headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
      });
      return naverProfile(readAnswer("naver", answer, naverUserSchema));
    },
  };
};
