/**
 * A small closed-loop HTTP load generator on node:http with keep-alive: N connections, each
 * sending its next request as soon as the previous answer has arrived, for a warm-up and then
 * for the measured time. Closed loop, like people clicking: the server's slowness slows the
 * load instead of piling it up, so latency and throughput are read at a known concurrency.
 */
import http from "node:http";
import { gunzipSync } from "node:zlib";

export interface RequestSpec {
  /** Groups answers in the result (`byLabel`), e.g. one page's several calls. */
  label?: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  warmupMs: number;
  durationMs: number;
  /** The request a connection sends next; `connection` is 0 … connections − 1. */
  request: (connection: number, sequence: number) => RequestSpec;
  /** The status every answer must have; others are counted as errors. */
  expectStatus?: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  /** What the first unexpected answer was, to tell why requests failed. */
  firstError?: string;
  /** The same figures per request label, when requests have labels. */
  byLabel: Record<string, Omit<LoadResult, "byLabel">>;
}

/**
 * One request over `agent`; resolves with the whole answer. The body is decoded only when
 * asked for (`readBody`), so that the load generator spends little CPU on large answers: it
 * shares the machine with the server it measures.
 */
/** What Chromium sends: answers come compressed when the server compresses them. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export function send(
  baseUrl: string,
  agent: http.Agent,
  spec: RequestSpec,
  readBody: (status: number) => boolean = () => true,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(spec.path, baseUrl),
      {
        method: spec.method ?? "GET",
        headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING, ...spec.headers },
        agent,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const keep = readBody(status);
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => {
          if (keep) chunks.push(chunk);
        });
        response.on("end", () => {
          let body = keep ? Buffer.concat(chunks) : Buffer.alloc(0);
          if (keep && response.headers["content-encoding"] === "gzip") body = gunzipSync(body);
          resolve({ status, headers: response.headers, body: body.toString("utf8") });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(spec.body);
  });
}

/** The value below which `share` of the sorted samples lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function summarize(
  latencies: readonly number[],
  errors: number,
  seconds: number,
): Omit<LoadResult, "byLabel"> {
  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    seconds,
    throughput: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const samples: { label: string; ms: number; ok: boolean }[] = [];
  let sequence = 0;
  let firstError: string | undefined;
  let lastAnswer = 0;
  const started = performance.now();
  const measureFrom = started + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;

  const connection = async (index: number) => {
    for (;;) {
      const sentAt = performance.now();
      if (sentAt >= stopAt) return;
      let ok = false;
      const spec = options.request(index, sequence++);
      try {
        const answer = await send(
          options.baseUrl,
          agent,
          spec,
          (status) => status !== options.expectStatus,
        );
        ok = options.expectStatus === undefined || answer.status === options.expectStatus;
        if (!ok) firstError ??= `${answer.status} ${answer.body.slice(0, 200)}`;
      } catch (error) {
        firstError ??= String(error);
      }
      // Requests sent during the warm-up do not count; those sent in time count when answered.
      const answeredAt = performance.now();
      if (sentAt < measureFrom) continue;
      lastAnswer = Math.max(lastAnswer, answeredAt);
      samples.push({ label: spec.label ?? "", ms: answeredAt - sentAt, ok });
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, (_, i) => connection(i)));
  } finally {
    agent.destroy();
  }
  const seconds = Math.max(lastAnswer - measureFrom, 1) / 1000;
  const figures = (of: typeof samples) =>
    summarize(
      of.filter((sample) => sample.ok).map((sample) => sample.ms),
      of.filter((sample) => !sample.ok).length,
      seconds,
    );
  const labels = [...new Set(samples.map((sample) => sample.label))].filter(Boolean);
  return {
    ...figures(samples),
    firstError,
    byLabel: Object.fromEntries(
      labels.map((label) => [label, figures(samples.filter((s) => s.label === label))]),
    ),
  };
}
