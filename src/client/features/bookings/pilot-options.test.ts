import { describe, expect, it } from "vitest";
import type { MemberListItem } from "../../../shared/members/member.types";
import { pilotOptions } from "./pilot-options";

const member = (id: string, firstName: string, lastName: string): MemberListItem => ({
  id,
  firstName,
  lastName,
  role: "member",
  isInstructor: false,
  instructorRatings: "",
});

describe("pilotOptions", () => {
  const members = [
    member("u-zoe", "Zoe", "Adams"),
    member("u-me", "Amelia", "Earhart"),
    member("u-bob2", "bob", "Young"),
    member("u-bob1", "Bob", "Hoover"),
    member("u-chuck", "Chuck", "Yeager"),
  ];

  it("puts the current user first, then the others by first name", () => {
    expect(pilotOptions(members, { uid: "u-me" })).toEqual([
      { value: "u-me", label: "Amelia Earhart" },
      { value: "u-bob1", label: "Bob Hoover" },
      { value: "u-bob2", label: "bob Young" },
      { value: "u-chuck", label: "Chuck Yeager" },
      { value: "u-zoe", label: "Zoe Adams" },
    ]);
  });

  it("labels the current user 'Me' when the list does not hold them", () => {
    const options = pilotOptions(members, { uid: "u-admin" });
    expect(options[0]).toEqual({ value: "u-admin", label: "Me" });
    expect(options).toHaveLength(6);
  });

  it("offers only 'Me' when the list is empty", () => {
    expect(pilotOptions([], { uid: "u-admin" })).toEqual([{ value: "u-admin", label: "Me" }]);
  });

  it("does not change the list it is given", () => {
    const copy = [...members];
    pilotOptions(members, { uid: "u-me" });
    expect(members).toEqual(copy);
  });
});
