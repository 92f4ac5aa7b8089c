/**
 * The real server on a real database for API tests, reached over real HTTP on loopback.
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "../../../src/server/config/env";
import { buildApp } from "../../../src/server/http/app";
import type { ExportLimits } from "../../../src/server/portability/export-connections";
import { freePort } from "./server-process";
import { createTestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  url: string;
  origin: string;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** A new HTTP client with a cookie jar of its own (one browser). */
  client(): ApiClient;
  close(): Promise<void>;
}

/** The setup code of every test app: tests restore organizations with it. */
export const TEST_SETUP_CODE = "TEST-SETU-PC0D-E000";

export interface TestAppOptions {
  publicUrl?: string;
  trustProxy?: boolean;
  weather?: Partial<Config["weather"]>;
  sessions?: Partial<Config["sessions"]>;
  /** By default unlimited: every test signs up from loopback. Its own tests set the limits. */
  signUps?: Config["signUps"];
  /** A built client (index.html and assets) to serve, as `npm start` serves dist/client. */
  clientDir?: string;
  /** The first-view renderer module that goes with it. */
  firstViewRenderer?: string;
  /** Collects the server's log lines from warnings up, as JSON. */
  logs?: string[];
  /** Bounds of the exports, such as short time-outs. */
  exports?: Partial<ExportLimits>;
  supportEmail?: string;
  organizationCreation?: Config["organizationCreation"];
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // Trusted origins are derived from the port, so it is chosen before the app is built.
  const port = await freePort();
  const app = await buildApp({
    config: {
      host: "127.0.0.1",
      port,
      publicUrl: options.publicUrl,
      trustProxy: options.trustProxy ?? false,
      sessions: {
        idleTimeoutSeconds: 7 * 86_400,
        absoluteTimeoutSeconds: 30 * 86_400,
        ...options.sessions,
      },
      signUps: options.signUps ?? { perAddressPerHour: 1_000_000, perHour: 1_000_000 },
      weather: {
        provider: "awc",
        checkwxApiKey: undefined,
        baseUrl: "http://127.0.0.1:9",
        ...options.weather,
      },
      supportEmail: options.supportEmail,
      organizationCreation: options.organizationCreation,
      logLevel: options.logs ? "warn" : process.env.TEST_LOG_LEVEL === "error" ? "error" : "silent",
    },
    logStream: options.logs && { write: (line: string) => options.logs?.push(line) },
    database,
    authSecret: "test-secret-test-secret-test-secret-0123",
    setupCode: TEST_SETUP_CODE,
    clientDir: options.clientDir,
    firstViewRenderer: options.firstViewRenderer,
    exports: options.exports,
    checkPreparedAnswers: true,
  });
  await app.listen({ host: "127.0.0.1", port });
  const url = `http://127.0.0.1:${port}`;
  const origin = options.publicUrl ?? url;
  return {
    app,
    url,
    origin,
    database,
    client: () => new ApiClient(url, origin),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape.
type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

/** fetch with a cookie jar and the app's Origin, as a browser on the app's page would send. */
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly origin: string | null = baseUrl,
  ) {}

  /** A client of another server that carries this client's session cookies. */
  withCookiesOf(other: ApiClient): ApiClient {
    this.cookies = new Map(other.cookies);
    return this;
  }

  withOrigin(origin: string | null): ApiClient {
    const other = new ApiClient(this.baseUrl, origin);
    other.cookies = new Map(this.cookies);
    return other;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request<T = Json>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    // Bytes go as they are, typed only if `headers` say: as a `no-cors` fetch of a Blob sends.
    const bytes = body instanceof Uint8Array;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined && !bytes ? { "content-type": "application/json" } : {}),
        ...(this.origin && method !== "GET" ? { origin: this.origin } : {}),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body:
        body === undefined || bytes || typeof body === "string"
          ? (body as BodyInit | undefined)
          : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = Json>(path: string) {
    return this.request<T>("GET", path);
  }
  post<T = Json>(path: string, body?: unknown) {
    return this.request<T>("POST", path, body ?? {});
  }
  patch<T = Json>(path: string, body?: unknown) {
    return this.request<T>("PATCH", path, body ?? {});
  }
  put<T = Json>(path: string, body?: unknown) {
    return this.request<T>("PUT", path, body ?? {});
  }
}
