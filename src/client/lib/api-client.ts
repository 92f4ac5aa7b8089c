import { isApiErrorBody } from "../../shared/http/api-error";
import { isRetryableStatus, withRetry } from "./retry";

const NETWORK_ERROR_STATUS = 0;

interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  fromServer: boolean;
  cause?: unknown;
}

/** A failed API call. `fromServer` is true when the message is the server's own wording. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly fromServer: boolean;

  constructor({ status, code, message, fields, fromServer, cause }: ApiErrorInit) {
    super(message, { cause });
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields ?? {};
    this.fromServer = fromServer;
  }
}

/** The server's message when it sent one, otherwise the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get("content-type")?.includes("json")) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** How a request reaches the API: `fetch` in the browser. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * The server renders a page's first view from the same queries as the browser (app/first-view.ts)
 * and answers them through itself instead of the network.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: "application/json" };
  // The server takes writes only as JSON, body-less ones too (an empty body is no body there):
  // a form or a `no-cors` fetch from another site cannot send this type.
  if (method !== "GET") headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await transport(path, {
      method,
      credentials: "same-origin",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: NETWORK_ERROR_STATUS,
      code: "NETWORK_ERROR",
      message: "The server could not be reached",
      fromServer: false,
      cause,
    });
  }

  const payload = response.status === 204 ? null : await readJson(response);
  if (response.ok) return payload as T;

  if (isApiErrorBody(payload)) {
    throw new ApiError({
      status: response.status,
      code: payload.error.code,
      message: payload.error.message,
      fields: payload.error.fields,
      fromServer: true,
    });
  }
  throw new ApiError({
    status: response.status,
    code: "UNEXPECTED_RESPONSE",
    message: `Request failed with status ${response.status}`,
    fromServer: false,
  });
}

function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && isRetryableStatus(error.status);
}

export const apiClient = {
  /** Reads are safe to repeat, so they are retried on network and server failures. */
  get<T>(path: string, options: { signal?: AbortSignal } = {}): Promise<T> {
    return withRetry(() => request<T>("GET", path, undefined, options.signal), {
      shouldRetry: isRetryable,
      signal: options.signal,
    });
  },
  // Writes are never retried: a lost answer does not mean the write did not happen.
  post<T>(
    path: string,
    body?: unknown,
    options: { headers?: Record<string, string> } = {},
  ): Promise<T> {
    return request<T>("POST", path, body, undefined, options.headers);
  },
  put<T>(path: string, body: unknown): Promise<T> {
    return request<T>("PUT", path, body);
  },
  patch<T>(path: string, body: unknown): Promise<T> {
    return request<T>("PATCH", path, body);
  },
  delete<T>(path: string): Promise<T> {
    return request<T>("DELETE", path, undefined);
  },
};
