import { describe, expect, it } from "vitest";
import type { MemberListItem } from "../../../shared/members/member.types";
import { recentSignups } from "./recent-signups";

const now = new Date("2025-05-26T12:00:00Z");

const member = (id: string, joinedOrgAt: string | null | undefined): MemberListItem => ({
  id,
  firstName: id,
  lastName: "Pilot",
  role: "member",
  isInstructor: false,
  instructorRatings: "",
  joinedOrgAt,
});

const ids = (list: MemberListItem[]) => list.map((m) => m.id);

describe("recentSignups", () => {
  it("keeps members who joined within the last 30 days, the boundary included", () => {
    const result = recentSignups(
      [
        member("edge", "2025-04-26T12:00:00Z"),
        member("justOutside", "2025-04-26T11:59:59Z"),
        member("today", "2025-05-26T11:00:00Z"),
      ],
      now,
    );
    expect(ids(result.newest)).toEqual(["today", "edge"]);
    expect(result.total).toBe(2);
  });

  it("orders newest first and keeps at most 3, while counting all", () => {
    const result = recentSignups(
      [
        member("a", "2025-05-01T00:00:00Z"),
        member("b", "2025-05-20T00:00:00Z"),
        member("c", "2025-05-10T00:00:00Z"),
        member("d", "2025-05-25T00:00:00Z"),
        member("old", "2024-01-01T00:00:00Z"),
      ],
      now,
    );
    expect(ids(result.newest)).toEqual(["d", "b", "c"]);
    expect(result.total).toBe(4);
  });

  it("leaves out members without a readable join date", () => {
    const result = recentSignups(
      [member("none", null), member("missing", undefined), member("bad", "yesterday")],
      now,
    );
    expect(result).toEqual({ total: 0, newest: [] });
  });

  it("is empty for no members", () => {
    expect(recentSignups([], now)).toEqual({ total: 0, newest: [] });
  });
});
