import type { LicenceDelivery, LicenceDuration } from "../contract/entities/licence";

/** A selected student, as the admin's list holds them. */
export interface DeliveryStudent {
  readonly id: string;
  readonly groupId: string;
}

/**
 * The body of delivering licences to selected students, or why there is none: a delivery names
 * students of one group and is all or none, so a selection across groups is refused here rather
 * than split into calls of which some could fail.
 */
export const licenceDeliveryOf = (
  students: readonly DeliveryStudent[],
  durationMonths: LicenceDuration,
):
  | { readonly ok: true; readonly body: LicenceDelivery }
  | { readonly ok: false; readonly reason: "none" | "mixedGroups" } => {
  const [first] = students;
  if (first === undefined) return { ok: false, reason: "none" };
  if (students.some((student) => student.groupId !== first.groupId))
    return { ok: false, reason: "mixedGroups" };
  return {
    ok: true,
    body: {
      groupId: first.groupId,
      userIds: [...new Set(students.map((student) => student.id))],
      durationMonths,
    },
  };
};

/** How short a refused delivery (140009) fell, as its details say. */
export interface LicenceShortfall {
  readonly needed: number;
  readonly available: number;
}

const count = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;

/** The needed and available counts of a 140009 refusal's details; null when they are not there. */
export const licenceShortfallOf = (details: unknown): LicenceShortfall | null => {
  if (typeof details !== "object" || details === null) return null;
  const { needed, available } = details as Record<string, unknown>;
  const n = count(needed);
  const a = count(available);
  return n === null || a === null ? null : { needed: n, available: a };
};
