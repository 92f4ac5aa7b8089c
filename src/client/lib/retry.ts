/** 3 attempts in all, backoff 1000 ms doubled per attempt, at most 10000 ms (docs/rules/app.md). */
export const RETRY_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 10_000;

/** The wait after failed attempt number `attempt` (1-based) before the next one. */
export function backoffDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_DELAY_MS);
}

/** Network failures (status 0) and server-side failures (5xx, 503 included) may pass by themselves. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || (status >= 500 && status <= 599);
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface RetryOptions {
  shouldRetry: (error: unknown) => boolean;
  attempts?: number;
  signal?: AbortSignal;
  sleep?: Sleep;
}

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/** Runs `operation` until it succeeds, fails for good, or the attempts are used up. */
export async function withRetry<T>(
  operation: (attempt: number) => Promise<T>,
  { shouldRetry, attempts = RETRY_ATTEMPTS, signal, sleep: wait = sleep }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt >= attempts || signal?.aborted || !shouldRetry(error)) throw error;
      await wait(backoffDelay(attempt), signal);
    }
  }
}
