import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A real HTTP server playing Google for the Street View tests (the server's and the console's): the OAuth consent page (which
 * consents at once and sends the browser back with a code), the token endpoint (code and
 * refresh-token grants), the user-info endpoint and the Street View Publish API v1, answering
 * Google's documented shapes, its refusals included (`{"error":{code,message,status}}`). Orbis is
 * pointed at it through the environment an operator would set.
 */

/** Orbis's client registration at the double. */
export const STREET_VIEW_CLIENT = { id: "orbis-street-view", secret: "street-view-secret" };

/** A Google refusal of the next photo creation. */
export interface GoogleRefusal {
  readonly code: number;
  readonly message: string;
  readonly status: string;
}

/** What the double saw of one photo. */
export interface DoublePhoto {
  readonly id: string;
  readonly bytes: number;
  readonly pose: unknown;
  readonly captureTime: unknown;
  mapsPublishStatus: string;
}

/** The running double. */
export interface GoogleDouble {
  readonly url: string;
  /** The environment that points Orbis at the double. */
  readonly env: Record<string, string>;
  /** The account the next consent links. */
  account: { email: string; name: string };
  /** The refresh tokens handed out, to look for in the database. */
  readonly refreshTokens: string[];
  readonly photos: DoublePhoto[];
  /** The status a created photo gets (`PUBLISHED` by default). */
  photoStatus: string;
  /** Set: the next photo creation is refused with it (then cleared). */
  refuseNextPhoto: GoogleRefusal | null;
  /** Revoked refresh tokens answer `invalid_grant`. */
  readonly revoke: (refreshToken: string) => void;
  readonly close: () => Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Starts the double on a random local port. */
export const startGoogleDouble = async (): Promise<GoogleDouble> => {
  const codes = new Map<string, { email: string; name: string }>();
  const refreshToAccount = new Map<string, { email: string; name: string }>();
  const accessTokens = new Map<string, { email: string; name: string }>();
  const uploads = new Map<string, number | null>();
  const revoked = new Set<string>();

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const body = await readBody(request);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(json));
    };
    const apiError = (code: number, message: string, status: string) =>
      answer(code, { error: { code, message, status } });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const caller = bearer === undefined ? undefined : accessTokens.get(bearer);

    if (request.method === "GET" && url.pathname === "/auth") {
      const redirect = url.searchParams.get("redirect_uri") ?? "";
      const scope = url.searchParams.get("scope") ?? "";
      if (
        url.searchParams.get("client_id") !== STREET_VIEW_CLIENT.id ||
        !scope.includes("streetviewpublish")
      )
        return answer(400, { error: "invalid_request" });
      const code = `code-${randomUUID()}`;
      codes.set(code, { ...double.account });
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (request.method === "POST" && url.pathname === "/token") {
      const form = Object.fromEntries(new URLSearchParams(body.toString("utf8")));
      if (
        form.client_id !== STREET_VIEW_CLIENT.id ||
        form.client_secret !== STREET_VIEW_CLIENT.secret
      )
        return answer(401, { error: "invalid_client", error_description: "Unauthorized" });
      const access = `access-${randomUUID()}`;
      if (form.grant_type === "authorization_code") {
        const account = codes.get(form.code ?? "");
        if (account === undefined)
          return answer(400, { error: "invalid_grant", error_description: "Bad Request" });
        codes.delete(form.code ?? "");
        const refresh = `1//refresh-${randomUUID()}`;
        double.refreshTokens.push(refresh);
        refreshToAccount.set(refresh, account);
        accessTokens.set(access, account);
        return answer(200, {
          access_token: access,
          expires_in: 3599,
          refresh_token: refresh,
          scope: "https://www.googleapis.com/auth/streetviewpublish openid email profile",
          token_type: "Bearer",
        });
      }
      if (form.grant_type === "refresh_token") {
        const account = refreshToAccount.get(form.refresh_token ?? "");
        if (account === undefined || revoked.has(form.refresh_token ?? ""))
          return answer(400, {
            error: "invalid_grant",
            error_description: "Token has been expired or revoked.",
          });
        accessTokens.set(access, account);
        return answer(200, { access_token: access, expires_in: 3599, token_type: "Bearer" });
      }
      return answer(400, { error: "unsupported_grant_type" });
    }
    if (caller === undefined)
      return apiError(401, "Request had invalid authentication credentials.", "UNAUTHENTICATED");
    if (request.method === "GET" && url.pathname === "/oauth2/v3/userinfo")
      return answer(200, {
        sub: caller.email,
        email: caller.email,
        email_verified: true,
        name: caller.name,
      });
    if (request.method === "POST" && url.pathname === "/v1/photo:startUpload") {
      const id = randomUUID();
      uploads.set(id, null);
      return answer(200, { uploadUrl: `${double.url}/media/upload/${id}` });
    }
    const upload = /^\/media\/upload\/(.+)$/.exec(url.pathname)?.[1];
    if (request.method === "POST" && upload !== undefined) {
      if (!uploads.has(upload)) return apiError(404, "Upload not found.", "NOT_FOUND");
      if (request.headers["content-type"] !== "image/jpeg" || body[0] !== 0xff || body[1] !== 0xd8)
        return apiError(400, "The upload is not a JPEG image.", "INVALID_ARGUMENT");
      uploads.set(upload, body.length);
      response.writeHead(200);
      return response.end();
    }
    if (request.method === "POST" && url.pathname === "/v1/photo") {
      const photo = JSON.parse(body.toString("utf8")) as {
        uploadReference?: { uploadUrl?: string };
        pose?: unknown;
        captureTime?: unknown;
      };
      const id = /\/media\/upload\/(.+)$/.exec(photo.uploadReference?.uploadUrl ?? "")?.[1];
      const bytes = id === undefined ? undefined : uploads.get(id);
      if (bytes === undefined || bytes === null)
        return apiError(400, "The upload reference has no uploaded bytes.", "INVALID_ARGUMENT");
      if (double.refuseNextPhoto !== null) {
        const { code, message, status } = double.refuseNextPhoto;
        double.refuseNextPhoto = null;
        return apiError(code, message, status);
      }
      const created: DoublePhoto = {
        id: `photo-${randomUUID()}`,
        bytes,
        pose: photo.pose,
        captureTime: photo.captureTime,
        mapsPublishStatus: double.photoStatus,
      };
      double.photos.push(created);
      return answer(200, photoAnswer(created));
    }
    const photoId = /^\/v1\/photo\/(.+)$/.exec(url.pathname)?.[1];
    if (request.method === "GET" && photoId !== undefined) {
      const found = double.photos.find((p) => p.id === decodeURIComponent(photoId));
      return found === undefined
        ? apiError(404, "Photo not found.", "NOT_FOUND")
        : answer(200, photoAnswer(found));
    }
    return apiError(404, "Not found.", "NOT_FOUND");
  });
  const photoAnswer = (p: DoublePhoto) => ({
    photoId: { id: p.id },
    pose: p.pose,
    captureTime: p.captureTime,
    mapsPublishStatus: p.mapsPublishStatus,
    shareLink: `https://www.google.com/maps/@?api=1&map_action=pano&pano=${p.id}`,
    uploadTime: new Date().toISOString(),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const double: GoogleDouble = {
    url,
    env: {
      GOOGLE_CLIENT_ID: STREET_VIEW_CLIENT.id,
      GOOGLE_CLIENT_SECRET: STREET_VIEW_CLIENT.secret,
      GOOGLE_AUTH_URL: `${url}/auth`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_API_URL: url,
      STREETVIEW_API_URL: url,
    },
    account: { email: "maps.creator@example.com", name: "Maps Creator" },
    refreshTokens: [],
    photos: [],
    photoStatus: "PUBLISHED",
    refuseNextPhoto: null,
    revoke: (token) => void revoked.add(token),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return double;
};
