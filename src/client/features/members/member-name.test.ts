import { describe, expect, it } from "vitest";
import { matchesMemberSearch, memberName } from "./member-name";

const amelia = { firstName: "Amelia", lastName: "Earhart" };

describe("memberName", () => {
  it("joins first and last name", () => {
    expect(memberName(amelia)).toBe("Amelia Earhart");
    expect(memberName({ firstName: "Amelia", lastName: " " })).toBe("Amelia");
    expect(memberName({ firstName: "", lastName: "Earhart" })).toBe("Earhart");
  });

  it("is null without a name", () => {
    expect(memberName({ firstName: " ", lastName: "" })).toBeNull();
  });
});

describe("matchesMemberSearch", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["amel", true],
    ["EARH", true],
    ["lia ear", true],
    ["Amelia   Earhart", true],
    [" earhart ", true],
    ["bessie", false],
    ["earhart amelia", false],
  ])("%j matches: %s", (search, expected) => {
    expect(matchesMemberSearch(amelia, search)).toBe(expected);
  });
});
