import { describe, expect, it } from "vitest";
import { issueMessages, leafPaths } from "./form-resolver";

describe("leafPaths", () => {
  it("names every leaf by its dotted path", () => {
    expect(
      leafPaths({ name: "", contact: { email: "", phone: "" }, flags: { a: { b: true } } }),
    ).toEqual(["name", "contact.email", "contact.phone", "flags.a.b"]);
  });
});

describe("issueMessages", () => {
  it("keeps the first message of each path", () => {
    expect(
      issueMessages([
        { path: ["contact", "email"], message: "first" },
        { path: ["contact", "email"], message: "second" },
        { path: ["name"], message: "name" },
      ]),
    ).toEqual({ "contact.email": "first", name: "name" });
  });
});
