/**
 * A small closed-loop HTTP load generator: N keep-alive connections, each sending its next
 * request as soon as the previous answer has arrived, for a warm-up and then for the measured
 * time. Closed loop, like people clicking: the server's slowness slows the load instead of
 * piling it up, so latency and throughput are read at a known concurrency.
 *
 * The connections are bare sockets speaking just enough HTTP/1.1 (`LoadConnection`): node:http's
 * client spent as much CPU per request as the server it measured, on the same two cores, so
 * its own share of them showed up in the server's latency (decision 0013).
 */
import type http from "node:http";
import net from "node:net";
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

/** What Chromium sends: answers come compressed when the server compresses them. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

interface ResponseHead {
  status: number;
  /** Content-Length, or undefined for a chunked body. */
  length: number | undefined;
  gzip: boolean;
  close: boolean;
  /** Whether the body is wanted; only then are all the header fields read into `headers`. */
  read: boolean;
  headers: http.IncomingHttpHeaders;
}

interface Waiting {
  readBody: boolean | ((status: number) => boolean);
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

const HEAD_END = Buffer.from("\r\n\r\n");
const LINE_END = Buffer.from("\r\n");
const NO_BYTES = Buffer.alloc(0);

/** Matches one field by name, whatever its case (`FIELDS.contentLength.exec(head)?.[1]`). */
const fieldPattern = (name: string) => new RegExp(`\\r\\n${name}:[ \\t]*([^\\r]*)`, "i");
const FIELDS = {
  contentLength: fieldPattern("content-length"),
  transferEncoding: fieldPattern("transfer-encoding"),
  contentEncoding: fieldPattern("content-encoding"),
  connection: fieldPattern("connection"),
};
/** One field's value (the first of that name), trimmed and lower-cased, or undefined. */
const field = (head: string, pattern: RegExp) => pattern.exec(head)?.[1]?.trim().toLowerCase();

/** Every header field (names lower-cased; repeated fields joined, as node:http does). */
function allFields(lines: readonly string[]): http.IncomingHttpHeaders {
  const headers: Record<string, string | string[]> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const seen = headers[name];
    if (name === "set-cookie") headers[name] = [...((seen as string[] | undefined) ?? []), value];
    else headers[name] = seen === undefined ? value : `${seen}, ${value}`;
  }
  return headers as http.IncomingHttpHeaders;
}

/**
 * The status line and what framing needs. The load reads thousands of answers a second whose
 * fields it does not look at: they are all read only for an answer whose body is wanted.
 */
function parseHead(text: string, readBody: Waiting["readBody"]): ResponseHead {
  const lineEnd = text.indexOf("\r\n");
  const statusLine = lineEnd < 0 ? text : text.slice(0, lineEnd);
  const status = Number(statusLine.split(" ")[1]);
  if (!statusLine.startsWith("HTTP/1.") || !Number.isInteger(status)) {
    throw new Error(`Not an HTTP/1.x answer: ${statusLine.slice(0, 80)}`);
  }
  const chunked = field(text, FIELDS.transferEncoding)?.includes("chunked") ?? false;
  const noBody = status === 204 || status === 304 || (status >= 100 && status < 200);
  const length = chunked
    ? undefined
    : noBody
      ? 0
      : Number(field(text, FIELDS.contentLength) ?? NaN);
  if (length !== undefined && !Number.isInteger(length)) {
    throw new Error(`An answer ${status} without Content-Length or chunked encoding`);
  }
  const read = typeof readBody === "function" ? readBody(status) : readBody;
  return {
    status,
    length,
    gzip: field(text, FIELDS.contentEncoding) === "gzip",
    close: field(text, FIELDS.connection) === "close",
    read,
    headers: read ? allFields(text.split("\r\n").slice(1)) : {},
  };
}

/**
 * A chunked body from the start of `bytes`: the body and the bytes after it, or undefined while
 * it is incomplete. Trailer fields are not expected (the server sends none).
 */
function chunkedBody(bytes: Buffer): { body: Buffer; rest: Buffer } | undefined {
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf(LINE_END, at);
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(bytes.toString("latin1", at, lineEnd).split(";")[0] ?? "", 16);
    if (Number.isNaN(size)) throw new Error("A malformed chunk size");
    const start = lineEnd + 2;
    if (size === 0) {
      if (bytes.length < start + 2) return undefined;
      return { body: Buffer.concat(chunks), rest: bytes.subarray(start + 2) };
    }
    if (bytes.length < start + size + 2) return undefined;
    chunks.push(bytes.subarray(start, start + size));
    at = start + size + 2;
  }
}

/**
 * One keep-alive HTTP/1.1 connection on a bare socket, one request at a time. It reads what
 * the server sends (Content-Length or chunked bodies, `Connection: close`) and decodes a body
 * only when asked to; a connection the server closed is opened again for the next request.
 */
export class LoadConnection {
  private socket: net.Socket | undefined;
  private received: Buffer = NO_BYTES;
  private head: ResponseHead | undefined;
  private waiting: Waiting | undefined;
  private readonly origin: URL;
  private readonly written = new WeakMap<RequestSpec, Buffer>();

  constructor(baseUrl: string) {
    this.origin = new URL(baseUrl);
  }

  /**
   * Sends `spec` and resolves with its answer. The body, and the header fields, are read when
   * `readBody` says so (given the status); otherwise the answer has neither.
   */
  send(spec: RequestSpec, readBody: Waiting["readBody"] = true): Promise<Answer> {
    if (this.waiting) return Promise.reject(new Error("A request is already under way"));
    let request = this.written.get(spec);
    if (!request) {
      request = this.serialize(spec);
      this.written.set(spec, request);
    }
    const bytes = request;
    return new Promise((resolve, reject) => {
      this.waiting = { readBody, resolve, reject };
      this.connected().write(bytes);
    });
  }

  /** The request's bytes, made once per spec object: a load that repeats its specs reuses them. */
  private serialize(spec: RequestSpec): Buffer {
    const body = spec.body === undefined ? NO_BYTES : Buffer.from(spec.body);
    const headers = { "accept-encoding": BROWSER_ACCEPT_ENCODING, ...spec.headers };
    let head = `${spec.method ?? "GET"} ${spec.path} HTTP/1.1\r\nhost: ${this.origin.host}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (spec.body !== undefined) head += `content-length: ${body.length}\r\n`;
    return Buffer.concat([Buffer.from(`${head}\r\n`), body]);
  }

  close(): void {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private connected(): net.Socket {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const socket = net.connect({
      host: this.origin.hostname,
      port: Number(this.origin.port) || 80,
    });
    socket.setNoDelay(true);
    socket.on("data", (bytes: Buffer) => this.receive(socket, bytes));
    socket.on("error", (error) => this.fail(socket, error));
    socket.on("close", () => this.fail(socket, new Error("The server closed the connection")));
    this.socket = socket;
    this.received = NO_BYTES;
    this.head = undefined;
    return socket;
  }

  private receive(socket: net.Socket, bytes: Buffer) {
    this.received = this.received.length > 0 ? Buffer.concat([this.received, bytes]) : bytes;
    try {
      if (!this.head) {
        const end = this.received.indexOf(HEAD_END);
        if (end < 0) return;
        const readBody = this.waiting?.readBody ?? false;
        this.head = parseHead(this.received.toString("latin1", 0, end), readBody);
        this.received = this.received.subarray(end + HEAD_END.length);
      }
      const { length } = this.head;
      let body: Buffer;
      if (length === undefined) {
        const complete = chunkedBody(this.received);
        if (!complete) return;
        body = complete.body;
        this.received = complete.rest;
      } else {
        if (this.received.length < length) return;
        body = this.received.subarray(0, length);
        this.received = this.received.subarray(length);
      }
      this.answer(socket, this.head, body);
    } catch (error) {
      this.fail(socket, error as Error);
      socket.destroy();
    }
  }

  private answer(socket: net.Socket, head: ResponseHead, bytes: Buffer) {
    const waiting = this.waiting;
    this.head = undefined;
    this.waiting = undefined;
    if (head.close) {
      socket.destroy();
      if (this.socket === socket) this.socket = undefined;
    }
    if (!waiting) return;
    let body = head.read ? bytes : NO_BYTES;
    if (head.read && head.gzip) body = gunzipSync(body);
    waiting.resolve({ status: head.status, headers: head.headers, body: body.toString("utf8") });
  }

  private fail(socket: net.Socket, error: Error) {
    if (this.socket !== socket) return;
    this.socket = undefined;
    const waiting = this.waiting;
    this.waiting = undefined;
    this.head = undefined;
    waiting?.reject(error);
  }
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
  const sockets = Array.from(
    { length: options.connections },
    () => new LoadConnection(options.baseUrl),
  );
  // Samples in columns: one object per answer would be garbage the generator's own collector
  // copies at every scavenge while the load runs.
  const samples = { ms: [] as number[], ok: [] as boolean[], label: [] as string[] };
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
        const answer = await (sockets[index] as LoadConnection).send(
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
      samples.ms.push(answeredAt - sentAt);
      samples.ok.push(ok);
      samples.label.push(spec.label ?? "");
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, (_, i) => connection(i)));
  } finally {
    for (const socket of sockets) socket.close();
  }
  const seconds = Math.max(lastAnswer - measureFrom, 1) / 1000;
  const figures = (label?: string) => {
    const answered: number[] = [];
    let errors = 0;
    samples.ms.forEach((ms, index) => {
      if (label !== undefined && samples.label[index] !== label) return;
      if (samples.ok[index]) answered.push(ms);
      else errors += 1;
    });
    return summarize(answered, errors, seconds);
  };
  const labels = [...new Set(samples.label)].filter(Boolean);
  return {
    ...figures(),
    firstError,
    byLabel: Object.fromEntries(labels.map((label) => [label, figures(label)])),
  };
}
