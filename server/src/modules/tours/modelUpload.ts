import { randomUUID } from "node:crypto";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { ModelFormat, UploadedFile } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import {
  glbHeaderProblem,
  glbJsonRange,
  gltfDocumentProblem,
  MODEL_MAX_BYTES,
  MODEL_SNIFF_BYTES,
  modelPathOf,
  readGlbHeader,
  sniffModelFormat,
} from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { invalidInput } from "../../http/errors";
import { tempPathOf } from "../../http/multipart";
import type { TourAccess } from "../projects";
import { storeFile } from "../storage";
import { modelContentType, tourKey } from "./modelKeys";

/**
 * Whether a local file (an upload's temp file) is a glTF model by its leading bytes: the GLB
 * magic, or a JSON object naming an `asset`. The upload route sends such files to
 * {@link acceptModelUpload} and everything else down the panorama path.
 */
export const isModelFile = async (path: string): Promise<boolean> => {
  const handle = await open(path, "r");
  try {
    const head = new Uint8Array(MODEL_SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return sniffModelFormat(head.subarray(0, bytesRead)) !== null;
  } finally {
    await handle.close();
  }
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Why a model file cannot be stored, or null. Only the header and the JSON are read (a GLB's
 * JSON chunk, a .gltf whole, within the size limit): enough to refuse a broken container or a
 * model that needs files it does not carry. Whether the meshes are sound is the validator's job.
 */
const modelProblem = async (file: File, format: ModelFormat): Promise<string | null> => {
  if (format === "gltf") {
    const json = parseJson(await file.text());
    return json === undefined ? "it is not valid JSON" : gltfDocumentProblem(json);
  }
  const header = readGlbHeader(new Uint8Array(await file.slice(0, 20).arrayBuffer()));
  if (header === null) return "the GLB header is incomplete";
  const problem = glbHeaderProblem(header, file.size);
  if (problem !== null) return problem;
  const { start, end } = glbJsonRange(header);
  const json = parseJson(await file.slice(start, end).text());
  return json === undefined ? "the GLB's JSON chunk is not valid JSON" : gltfDocumentProblem(json);
};

/**
 * Accepts an uploaded glTF/GLB file for a tour (the caller checked the user may edit it): checks
 * it by its bytes, stores it at `tours/{tourId}/models/{uuid}.{glb|gltf}` counted in the project
 * owner's storage (20004 when it does not fit), and answers it as the upload lists it. A refusal
 * (413 too large, 415 not a model, 400 broken or not self-contained) stores nothing. The stored
 * model still has to be verified before it can be placed.
 */
export const acceptModelUpload = async (
  deps: Deps,
  access: TourAccess,
  file: File,
): Promise<UploadedFile> => {
  const refuse = (message: string) =>
    invalidInput([{ in: "body", path: "files", message: `${file.name}: ${message}` }]);
  if (file.size > MODEL_MAX_BYTES)
    throw new AppError(ErrorCode.payloadTooLarge, {
      message: `body.files: ${file.name}: a model may have at most ${MODEL_MAX_BYTES / 1024 / 1024} MB`,
    });
  const head = new Uint8Array(await file.slice(0, MODEL_SNIFF_BYTES).arrayBuffer());
  const format = sniffModelFormat(head);
  if (format === null)
    throw new AppError(ErrorCode.unsupportedMedia, {
      message: `body.files: ${file.name} is not a glTF or GLB model`,
    });
  const problem = await modelProblem(file, format);
  if (problem !== null) throw refuse(problem);

  const path = modelPathOf(randomUUID(), format);
  const temp = tempPathOf(file);
  // A multipart upload is already on disk: the store copies that file; a File made in memory
  // (another caller) is streamed.
  const body =
    temp !== undefined
      ? { path: temp }
      : { stream: Readable.fromWeb(file.stream() as unknown as WebReadableStream) };
  const bytes = await storeFile(
    deps,
    {
      ownerId: access.project.owner_id,
      quota: "contents",
      projectId: access.project.id,
      tourId: access.tour.id,
    },
    tourKey(access.tour.id, path),
    body,
    modelContentType(format),
  );
  return { fileName: file.name, kind: "model", path, bytes, sceneId: null };
};
