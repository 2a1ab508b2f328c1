import type { SpacePreview } from "@orbis/core/contract";
import { previewExpiry, submissionVerdict } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import { callerScope } from "../callerScope";
import { previewTokens } from "./previewTokens";
import { submissionRepository } from "./submissionRepository";

/** Where a preview token is served: beside the published tour pages, whose viewer it reuses. */
export const previewPath = (token: string): string => `/t/_preview/${token}`;

/**
 * A time-limited link showing the latest submission of `spaceId` as it was submitted, for its
 * reviewer and its student. A space never submitted answers 140016 to its owner and 130003 to
 * everyone else, who must not learn it exists.
 */
export const previewSpace =
  (deps: Deps) =>
  async (callerId: string, spaceId: string): Promise<SpacePreview> => {
    const repo = submissionRepository(deps.db.kysely);
    const latest = await repo.latest(spaceId);
    if (latest === undefined) {
      const space = await repo.space(spaceId);
      throw new AppError(
        space?.owner_id === callerId ? ErrorCode.lectureNotSubmitted : ErrorCode.spaceNotFound,
      );
    }
    const caller = await callerScope(deps).callerOf(callerId);
    const verdict = submissionVerdict(
      caller,
      { studentId: latest.student_id, groupOwnerId: latest.reviewer_id },
      "read",
    );
    if (verdict !== 0) throw new AppError(verdict);
    const expiresAt = previewExpiry(deps.clock());
    const token = previewTokens(deps.secret).sign({ submissionId: latest.id, expiresAt });
    return {
      spaceId,
      url: `${deps.config.publicUrl.replace(/\/+$/, "")}${previewPath(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  };
