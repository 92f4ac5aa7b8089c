import { describe, expect, it } from "vitest";
import { backoffDelay, isRetryableStatus, withRetry } from "./retry";

function recordingSleep() {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  return { waits, sleep };
}

function failingTimes<T>(failures: number, value: T, error: unknown = new Error("down")) {
  let calls = 0;
  const operation = async () => {
    calls++;
    if (calls <= failures) throw error;
    return value;
  };
  return { operation, calls: () => calls };
}

describe("backoffDelay", () => {
  it("starts at 1000 ms and doubles per attempt", () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000]);
  });

  it("is capped at 10000 ms", () => {
    expect(backoffDelay(5)).toBe(10_000);
    expect(backoffDelay(30)).toBe(10_000);
  });
});

describe("isRetryableStatus", () => {
  it("retries network failures and 5xx answers", () => {
    expect([0, 500, 502, 503, 599].every(isRetryableStatus)).toBe(true);
  });

  it("does not retry answers the client caused or that are final", () => {
    expect([200, 400, 401, 403, 404, 409, 429, 600].some(isRetryableStatus)).toBe(false);
  });
});

describe("withRetry", () => {
  it("returns at once when the first attempt succeeds", async () => {
    const { waits, sleep } = recordingSleep();
    const { operation, calls } = failingTimes(0, "ok");
    await expect(withRetry(operation, { shouldRetry: () => true, sleep })).resolves.toBe("ok");
    expect(calls()).toBe(1);
    expect(waits).toEqual([]);
  });

  it("succeeds on the third and last attempt after waiting 1 s then 2 s", async () => {
    const { waits, sleep } = recordingSleep();
    const { operation, calls } = failingTimes(2, "ok");
    await expect(withRetry(operation, { shouldRetry: () => true, sleep })).resolves.toBe("ok");
    expect(calls()).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("gives up after 3 attempts in all and throws the last error", async () => {
    const { waits, sleep } = recordingSleep();
    const error = new Error("still down");
    const { operation, calls } = failingTimes(5, "never", error);
    await expect(withRetry(operation, { shouldRetry: () => true, sleep })).rejects.toBe(error);
    expect(calls()).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("does not retry an error that is not retryable", async () => {
    const { waits, sleep } = recordingSleep();
    const { operation, calls } = failingTimes(1, "ok");
    await expect(withRetry(operation, { shouldRetry: () => false, sleep })).rejects.toThrow("down");
    expect(calls()).toBe(1);
    expect(waits).toEqual([]);
  });

  it("stops retrying once the caller has aborted", async () => {
    const { waits, sleep } = recordingSleep();
    const controller = new AbortController();
    const operation = async () => {
      controller.abort();
      throw new Error("aborted");
    };
    await expect(
      withRetry(operation, { shouldRetry: () => true, sleep, signal: controller.signal }),
    ).rejects.toThrow("aborted");
    expect(waits).toEqual([]);
  });

  it("honours a different number of attempts", async () => {
    const { waits, sleep } = recordingSleep();
    const { operation, calls } = failingTimes(10, "never");
    await expect(
      withRetry(operation, { shouldRetry: () => true, sleep, attempts: 6 }),
    ).rejects.toThrow();
    expect(calls()).toBe(6);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });
});
