import { KAKAO_TOKEN_URL, kakaoTokenForm, type SocialReturn } from "@orbis/core/auth";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { socialClientOf } from "./socialProviders";

type SocialSuccess = Extract<SocialReturn, { ok: true }>;

/**
 * Kakao's code traded for an access token by the browser (docs/product/calls.md: a form POST to Kakao's token
 * endpoint, no secret involved), with the exact return address of the authorize request, which
 * only the browser knows in plugin mode. Without a client id in this build the code goes on to
 * the identity service unchanged, which trades it when the server is configured for Kakao.
 */
export const withKakaoToken = async (
  answer: SocialSuccess,
  origin: string,
): Promise<SocialSuccess> => {
  const { clientId, tokenUrl } = socialClientOf("kakao");
  if (answer.provider !== "kakao" || answer.credential.kind !== "code" || !clientId) return answer;
  const form = kakaoTokenForm({
    code: answer.credential.code,
    clientId,
    origin,
    plugin: answer.plugin,
  });
  const response = await fetch(tokenUrl ?? KAKAO_TOKEN_URL, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
    body: new URLSearchParams(form),
  });
  const body: unknown = response.ok ? await response.json() : null;
  const accessToken =
    body !== null && typeof body === "object" && "access_token" in body ? body.access_token : null;
  if (typeof accessToken !== "string" || accessToken === "")
    throw new AppError(ErrorCode.socialTokenInvalid);
  return { ...answer, credential: { kind: "accessToken", accessToken } };
};
