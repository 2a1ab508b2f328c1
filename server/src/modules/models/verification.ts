import {
  type ModelFormat,
  type ModelVerification,
  modelVerificationSchema,
} from "@orbis/core/contract";
import { MODEL_MAX_BYTES, type ModelPath, verificationOf } from "@orbis/core/tours";
import { z } from "zod";
import type { Deps } from "../../deps";
import type { FileStore } from "../../infra/files/fileStore";
import type { TourAccess } from "../projects";
import { storageLedger } from "../storage";
import { validationKey } from "../tours";

/** At most this many findings are kept: a broken model can have one per vertex. */
const MAX_ISSUES = 100;

const loadValidator = () => import("gltf-validator");

/** The version of the glTF validator in use, to know whether a kept report is still current. */
export const validatorVersion = async (): Promise<string> => (await loadValidator()).version();

/**
 * Runs Khronos' glTF validator on a model's bytes. External resources are never fetched (an
 * accepted upload has none; a reference that slipped through is reported, not followed), and a
 * file the validator cannot even read is a failed verification, not a server error.
 */
export const validateModel = async (
  bytes: Uint8Array,
  format: ModelFormat,
): Promise<ModelVerification> => {
  const validator = await loadValidator();
  try {
    const report = await validator.validateBytes(bytes, {
      format,
      writeTimestamp: false,
      maxIssues: MAX_ISSUES,
      externalResourceFunction: (uri) =>
        Promise.reject(new Error(`External resources are not loaded: ${uri}`)),
    });
    return verificationOf(format, report.issues.messages);
  } catch (error) {
    return verificationOf(format, [{ code: "UNREADABLE", message: String(error), severity: 0 }]);
  }
};

/** A stored file's bytes, refusing to buffer more than `max` (the validator needs them whole). */
export const readBytes = async (
  files: FileStore,
  key: string,
  max = MODEL_MAX_BYTES,
): Promise<Uint8Array | null> => {
  const object = await files.read(key);
  if (object === null) return null;
  if (object.bytes > max) {
    object.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
};

/** The report kept beside a model: the answer and which validator gave it. */
const keptSchema = z.object({
  validatorVersion: z.string(),
  verification: modelVerificationSchema,
});
type Kept = z.infer<typeof keptSchema>;

/** The kept report of a model, or null when it was never verified (or the report is unreadable). */
export const keptVerification = async (
  files: FileStore,
  tourId: string,
  model: ModelPath,
): Promise<Kept | null> => {
  const bytes = await readBytes(files, validationKey(tourId, model), 1024 * 1024);
  if (bytes === null) return null;
  try {
    const parsed = keptSchema.safeParse(JSON.parse(Buffer.from(bytes).toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Keeps a verification beside its model, counted in the owner's storage like every stored byte
 * (docs/architecture.md#rules-never-broken) but without a quota check: it belongs to a model already accepted. The ledger row
 * is replaced, not added twice, when a model is verified again.
 */
export const keepVerification = async (
  deps: Deps,
  access: TourAccess,
  model: ModelPath,
  kept: Kept,
): Promise<void> => {
  const key = validationKey(access.tour.id, model);
  const { bytes } = await deps.files.put(
    key,
    { buffer: new TextEncoder().encode(JSON.stringify(kept)) },
    "application/json",
  );
  await deps.db.kysely.transaction().execute(async (trx) => {
    const ledger = storageLedger(trx);
    await ledger.release([key]);
    await ledger.add(
      {
        key,
        ownerId: access.project.owner_id,
        quota: "contents",
        projectId: access.project.id,
        tourId: access.tour.id,
        bytes,
      },
      null,
    );
  });
};
