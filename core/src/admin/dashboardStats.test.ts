import { describe, expect, it } from "vitest";
import { activeStudentsPerWeek, licencesExpiringSoon, submissionsByStatus } from "./dashboardStats";

const NOW = new Date("2026-11-26T10:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const daysAhead = (days: number) => daysAgo(-days);

describe("activeStudentsPerWeek", () => {
  it("gives eight 7-day windows ending now, oldest first, all zero without sign-ins", () => {
    const weeks = activeStudentsPerWeek([], NOW);
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toEqual({ from: daysAgo(56), to: daysAgo(49), students: 0 });
    expect(weeks[7]).toEqual({ from: daysAgo(7), to: NOW.toISOString(), students: 0 });
  });

  it("counts each student in the window of their last sign-in", () => {
    const weeks = activeStudentsPerWeek(
      [daysAgo(0.5), daysAgo(6.9), daysAgo(7), daysAgo(20), daysAgo(55.9)],
      NOW,
    );
    expect(weeks.map((w) => w.students)).toEqual([1, 0, 0, 0, 0, 1, 0, 3]);
  });

  it("leaves out students who never signed in, older sign-ins, future and unreadable instants", () => {
    const weeks = activeStudentsPerWeek(
      [null, daysAgo(56.1), daysAhead(1), NOW.toISOString(), "not a date"],
      NOW,
    );
    expect(weeks.every((w) => w.students === 0)).toBe(true);
  });

  it("takes another number of weeks", () => {
    expect(activeStudentsPerWeek([daysAgo(1)], NOW, 2).map((w) => w.students)).toEqual([0, 1]);
  });
});

describe("submissionsByStatus", () => {
  it("counts every status, with zero for the ones not seen", () => {
    expect(
      submissionsByStatus([
        { status: "in_review" },
        { status: "approved" },
        { status: "in_review" },
      ]),
    ).toEqual({ code_shared: 0, in_review: 2, approved: 1, rejected: 0 });
  });
});

describe("licencesExpiringSoon", () => {
  const licence = (id: string, state: string, expiresAt: string | null) => ({
    id,
    state,
    expiresAt,
  });

  it("keeps delivered licences ending within 30 days, soonest first", () => {
    const soon = licencesExpiringSoon(
      [
        licence("late", "delivered", daysAhead(29)),
        licence("past", "delivered", daysAgo(1)),
        licence("first", "delivered", daysAhead(1)),
        licence("far", "delivered", daysAhead(31)),
        licence("edge", "delivered", daysAhead(30)),
        licence("spare", "available", null),
        licence("over", "expired", daysAhead(2)),
      ],
      NOW,
    );
    expect(soon.map((l) => l.id)).toEqual(["first", "late", "edge"]);
  });

  it("takes another horizon", () => {
    const soon = licencesExpiringSoon([licence("a", "delivered", daysAhead(5))], NOW, 3);
    expect(soon).toEqual([]);
  });
});
