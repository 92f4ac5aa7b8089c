import { describe, expect, it } from "vitest";
import { cpuMs, EventCounter } from "./event-stream-measurements";

describe("an event stream's counter", () => {
  it("counts whole events by name, across chunk boundaries, and not comments", () => {
    const counter = new EventCounter();
    const text =
      'retry: 2000\n\nevent: booking\ndata: {"id":"a"}\n\n: keep-alive\n\nevent: booking\ndata: {}\n\nevent: aircraft\ndata: {}\n\nevent: book';
    for (let at = 0; at < text.length; at += 7) counter.push(text.slice(at, at + 7));
    expect(counter.count("booking")).toBe(2);
    expect(counter.count("aircraft")).toBe(1);
    counter.push('ing\ndata: {"id":"b"}\n\n');
    expect(counter.count("booking")).toBe(3);
  });
});

describe("a process's CPU time", () => {
  it("grows as the process works", () => {
    const before = cpuMs(process.pid);
    const until = performance.now() + 60;
    while (performance.now() < until) Math.sqrt(Math.random());
    expect(cpuMs(process.pid)).toBeGreaterThan(before);
  });
});
