import { AppError, ErrorCode } from "@orbis/core/errors";
import { streetViewAuthorizationUrl } from "@orbis/core/streetView";
import { z } from "zod";
import type { StreetViewConfig } from "./streetViewConfig";
import type { StreetViewPhoto, StreetViewPublisher } from "./streetViewPublisher";

/*
 * Google's adapter: the OAuth token endpoint (code and refresh-token grants), the user-info
 * endpoint, and the Street View Publish API v1 (`photo:startUpload`, the upload URL, `photo`,
 * `photo/{id}`), each answer read with its documented shape.
 */

/** How long one call to Google may take; an upload of a large panorama gets longer. */
const CALL_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 300_000;

/** Google's error body: `{"error":{"code":400,"message":"…","status":"INVALID_ARGUMENT"}}`. */
const googleErrorSchema = z.object({
  error: z.union([
    z.object({ code: z.number().optional(), message: z.string(), status: z.string().optional() }),
    // The OAuth endpoints answer `{"error":"invalid_grant","error_description":"…"}`.
    z.string(),
  ]),
  error_description: z.string().optional(),
});

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
});

const userInfoSchema = z.object({
  email: z.string().optional(),
  name: z.string().optional(),
});

const startUploadSchema = z.object({ uploadUrl: z.string().min(1) });

const photoSchema = z.object({
  photoId: z.object({ id: z.string().min(1) }),
  mapsPublishStatus: z.string().optional(),
  shareLink: z.string().optional(),
});

/** The refusal of a Google answer that is not a success, with Google's own reason. */
const refusal = async (response: Response): Promise<AppError> => {
  const text = await response.text();
  let reason = `HTTP ${response.status}`;
  try {
    const parsed = googleErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      const { error, error_description } = parsed.data;
      reason =
        typeof error === "string"
          ? `${error_description ?? error} (${error})`
          : `${error.message}${error.status === undefined ? "" : ` (${error.status})`}`;
    }
  } catch {
    // Not JSON: the status is all there is to say.
  }
  return new AppError(ErrorCode.streetViewRefused, {
    message: `Google Street View refused the request: ${reason}`,
  });
};

/** Google's adapter on `config`, calling out through `fetch`. */
export const googleStreetView = (
  config: StreetViewConfig,
  fetch: typeof globalThis.fetch,
): StreetViewPublisher => {
  const call = async <S extends z.ZodType>(
    url: string,
    init: RequestInit,
    schema: S,
    timeoutMs = CALL_TIMEOUT_MS,
  ): Promise<z.output<S>> => {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new AppError(ErrorCode.unavailable, {
        message: "Google Street View did not answer; please try again later",
      });
    }
    if (!response.ok) throw await refusal(response);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new AppError(ErrorCode.streetViewRefused, {
        message: "Google Street View answered in a shape Orbis does not know",
      });
    return parsed.data;
  };

  const tokenCall = (form: Record<string, string>) =>
    call(
      config.tokenUrl,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          ...form,
        }).toString(),
      },
      tokenSchema,
    );

  const accessToken = async (refreshToken: string): Promise<string> =>
    (await tokenCall({ grant_type: "refresh_token", refresh_token: refreshToken })).access_token;

  const json = (token: string, body?: unknown): RequestInit => ({
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

  const photoOf = (p: z.output<typeof photoSchema>): StreetViewPhoto => ({
    photoId: p.photoId.id,
    mapsPublishStatus: p.mapsPublishStatus ?? null,
    shareLink: p.shareLink ?? null,
  });

  return {
    configured: true,
    authorizationUrl: (state, redirectUri) =>
      streetViewAuthorizationUrl({
        authorizeUrl: config.authorizeUrl,
        clientId: config.clientId,
        redirectUri,
        state,
      }),
    exchangeCode: async (code, redirectUri) => {
      const token = await tokenCall({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
      });
      if (token.refresh_token === undefined)
        throw new AppError(ErrorCode.streetViewRefused, {
          message: "Google Street View refused the request: Google gave no offline access",
        });
      const user = await call(config.userInfoUrl, json(token.access_token), userInfoSchema);
      return {
        refreshToken: token.refresh_token,
        email: user.email ?? null,
        name: user.name ?? null,
      };
    },
    publish: async (refreshToken, { jpeg, pose, captureTime }) => {
      const token = await accessToken(refreshToken);
      const { uploadUrl } = await call(
        `${config.apiUrl}/v1/photo:startUpload`,
        json(token, {}),
        startUploadSchema,
      );
      let uploaded: Response;
      try {
        uploaded = await fetch(uploadUrl, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "image/jpeg" },
          body: new Uint8Array(jpeg),
          signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        });
      } catch {
        throw new AppError(ErrorCode.unavailable, {
          message: "Google Street View did not take the upload; please try again later",
        });
      }
      if (!uploaded.ok) throw await refusal(uploaded);
      const photo = await call(
        `${config.apiUrl}/v1/photo`,
        json(token, {
          uploadReference: { uploadUrl },
          pose: {
            latLngPair: { latitude: pose.latitude, longitude: pose.longitude },
            heading: pose.heading,
          },
          captureTime: { seconds: String(Math.floor(captureTime.getTime() / 1000)) },
        }),
        photoSchema,
      );
      return photoOf(photo);
    },
    photo: async (refreshToken, photoId) => {
      const token = await accessToken(refreshToken);
      return photoOf(
        await call(
          `${config.apiUrl}/v1/photo/${encodeURIComponent(photoId)}?view=BASIC`,
          json(token),
          photoSchema,
        ),
      );
    },
  };
};
