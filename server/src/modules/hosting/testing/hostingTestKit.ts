import type { HostingUploadResult } from "@orbis/core/contract";
import sharp from "sharp";
import { apiFor } from "../../../testing/apiClient";
import { rowCountRepository } from "../../../testing/rowCountRepository";
import type { TestApp } from "../../../testing/testApp";
import { usageOf } from "../../../testing/tours";
import type { TestUser } from "../../../testing/users";

/*
 * Helpers of the hosting tests: generated panoramas (never committed images), multi-file
 * uploads, and a snapshot of everything an upload may write (rows, files, usage), so a test
 * can prove a refusal wrote nothing.
 */

/** A detailed (noisy) image of any size, so files have realistic sizes and decode for real. */
export const image = (
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" = "jpeg",
): Promise<Buffer> =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#4a7",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .toFormat(format)
    .toBuffer();

/** One file of an upload: its name and bytes (the declared type is whatever the name says). */
export type UploadFile = readonly [name: string, bytes: Uint8Array];

const typeOf = (name: string) =>
  name.endsWith(".png") ? "image/png" : name.endsWith(".txt") ? "text/plain" : "image/jpeg";

/** Uploads files to a hosting project through the typed client, in the field `files`. */
export const upload = (
  t: TestApp,
  user: TestUser,
  projectId: string,
  files: readonly UploadFile[],
): Promise<HostingUploadResult> => {
  const form = new FormData();
  for (const [name, bytes] of files) {
    form.append("files", new Blob([new Uint8Array(bytes)], { type: typeOf(name) }), name);
  }
  return apiFor(t, user).uploadHostingImages({ params: { id: projectId }, body: form });
};

/** Everything an upload can write, to compare before and after. */
export const written = async (t: TestApp, userId: string) => ({
  rows: await rowCountRepository(t.deps.db.kysely).count("hosting_images"),
  ledger: await rowCountRepository(t.deps.db.kysely).count("stored_objects"),
  files: await t.deps.files.list("hosting/"),
  usage: await usageOf(t, userId),
});

/** The body of a refused call. */
export const refusal = (res: { body: string }) =>
  JSON.parse(res.body) as {
    code: number;
    message: string;
    details?: { refused?: HostingUploadResult["refused"]; fields?: { in: string; path: string }[] };
  };
