import { describe, expect, it } from "vitest";
import { type ChangeNotice, onlyAdminsAnd, parseNotice } from "./change-notice";

const booking = (facts: Partial<ChangeNotice>): ChangeNotice => ({
  scope: { org: "club" },
  kind: "booking",
  ids: ["b"],
  action: "updated",
  ...facts,
});
const aircraft = (archived?: boolean[]): ChangeNotice => ({
  scope: { org: "club" },
  kind: "aircraft",
  ids: ["a"],
  action: "updated",
  ...(archived ? { archived } : {}),
});

describe("who hears of a change", () => {
  it("is every member when a booking's busy block changed, else admins and its pilots", () => {
    expect(onlyAdminsAnd(booking({ action: "created", busyBlockChanged: true }))).toBeUndefined();
    expect(onlyAdminsAnd(booking({ busyBlockChanged: false, pilots: ["ann", "bob"] }))).toEqual([
      "ann",
      "bob",
    ]);
  });

  it("is every member when an aircraft was readable to members in some version, else admins", () => {
    expect(onlyAdminsAnd(aircraft([false]))).toBeUndefined();
    expect(onlyAdminsAnd(aircraft([false, true]))).toBeUndefined();
    expect(onlyAdminsAnd(aircraft([true]))).toEqual([]);
    expect(onlyAdminsAnd(aircraft([true, true]))).toEqual([]);
  });

  it("is the fewest when a notice lacks the facts", () => {
    expect(onlyAdminsAnd(booking({ action: "cancelled" }))).toEqual([]);
    expect(onlyAdminsAnd(booking({ pilots: ["ann"] }))).toEqual(["ann"]);
    expect(onlyAdminsAnd(aircraft())).toEqual([]);
    expect(onlyAdminsAnd({ scope: { org: "club" }, kind: "member", action: "updated" })).toEqual(
      [],
    );
  });

  it("is the member themselves when their profile changed (their role among it)", () => {
    expect(
      onlyAdminsAnd({ scope: { org: "club" }, kind: "member", ids: ["ann"], action: "updated" }),
    ).toEqual(["ann"]);
  });

  it("is every member when an instructor's hours or time off changed (the notice holds no reason)", () => {
    expect(
      onlyAdminsAnd({
        scope: { org: "club" },
        kind: "availability",
        ids: ["jane"],
        action: "updated",
      }),
    ).toBeUndefined();
  });
});

describe("a payload", () => {
  it("is a notice only in the notice's shape", () => {
    expect(parseNotice('{"scope":"all","kind":"booking","action":"deleted"}')).toEqual({
      scope: "all",
      kind: "booking",
      action: "deleted",
    });
    for (const payload of ["sync:1", "{}", '{"scope":"all","kind":"weather","action":"x"}']) {
      expect(parseNotice(payload)).toBeUndefined();
    }
  });
});
