import { z } from "zod";
import type { SocialProviderConfig } from "../../../../config";
import { callProvider, type ProviderHttp, readAnswer } from "./http";
import { firstName, vouchedEmail } from "./profile";
import { joinUrl, PROVIDER_DEFAULTS, type ProviderAdapter, type SocialProfile } from "./types";

/** Kakao's `GET /v2/user/me`: a numeric id; email and profile only with the user's consent. */
export const kakaoUserSchema = z.object({
  id: z.number().int().nonnegative(),
  kakao_account: z
    .object({
      email: z.string().optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
      profile: z.object({ nickname: z.string().optional() }).optional(),
    })
    .optional(),
});

/** A Kakao user as Orbis keeps it: the email only when Kakao says it is valid and verified. */
export const kakaoProfile = (user: z.output<typeof kakaoUserSchema>): SocialProfile => {
  const account = user.kakao_account;
  return {
    providerUserId: String(user.id),
    email: vouchedEmail(
      account?.email,
      account?.is_email_verified === true && account.is_email_valid !== false,
    ),
    name: firstName(account?.profile?.nickname),
  };
};

/** Kakao's user-info API (`Authorization: Bearer`). */
export const kakaoAdapter = (config: SocialProviderConfig, http: ProviderHttp): ProviderAdapter => {
  const base = config.apiUrl ?? PROVIDER_DEFAULTS.kakao.apiUrl;
  return {
    provider: "kakao",
    fetchProfile: async (accessToken) => {
      const answer = await callProvider(http, "kakao", joinUrl(base, "/v2/user/me"), {
        headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
      });
      return kakaoProfile(readAnswer("kakao", answer, kakaoUserSchema));
    },
  };
};
