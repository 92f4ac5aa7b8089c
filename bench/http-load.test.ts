import http from "node:http";
import net from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { LoadConnection, runLoad } from "./http-load";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A real server on a free port; `connections` counts the sockets it accepted. */
async function listen(server: net.Server) {
  let connections = 0;
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        if ("closeAllConnections" in server) (server as http.Server).closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as net.AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, connections: () => connections };
}

function httpServer(handler: http.RequestListener) {
  return listen(http.createServer({ keepAliveTimeout: 10_000 }, handler));
}

describe("LoadConnection", () => {
  it("sends one request after another over one kept-alive socket", async () => {
    const seen: string[] = [];
    const server = await httpServer((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers.cookie}`);
      response.setHeader("content-type", "application/json");
      response.setHeader("set-cookie", ["a=1; Path=/", "b=2; HttpOnly"]);
      response.end(JSON.stringify({ url: request.url }));
    });
    const connection = new LoadConnection(server.baseUrl);
    for (const n of [1, 2, 3]) {
      const answer = await connection.send({ path: `/n/${n}`, headers: { cookie: "s=1" } });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ url: `/n/${n}` });
      // Sign-in reads its session from these: every Set-Cookie, one entry each.
      expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; HttpOnly"]);
    }
    connection.close();
    expect(seen).toEqual(["GET /n/1 s=1", "GET /n/2 s=1", "GET /n/3 s=1"]);
    expect(server.connections()).toBe(1);
  });

  it("sends a body whole, with its length in bytes", async () => {
    const server = await httpServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        response.statusCode = 201;
        response.end(Buffer.concat(chunks));
      });
    });
    const connection = new LoadConnection(server.baseUrl);
    const body = JSON.stringify({ title: "Vol d'été — ✈" });
    const spec = { method: "POST", path: "/bookings", body };
    // The same spec again: its bytes, made once, are sent whole again.
    for (const _ of [1, 2]) {
      expect(await connection.send(spec)).toMatchObject({ status: 201, body });
    }
    connection.close();
  });

  it("reads chunked and gzipped answers, and decodes a body only when asked", async () => {
    const server = await httpServer((request, response) => {
      if (request.url === "/gzip") {
        response.setHeader("content-encoding", "gzip");
        response.end(gzipSync("squeezed"));
        return;
      }
      response.write("first ");
      setTimeout(() => response.end("second"), 20);
    });
    const connection = new LoadConnection(server.baseUrl);
    expect((await connection.send({ path: "/chunked" })).body).toBe("first second");
    expect((await connection.send({ path: "/gzip" })).body).toBe("squeezed");
    const skipped = await connection.send({ path: "/gzip" }, (status) => status !== 200);
    expect(skipped).toEqual({ status: 200, headers: {}, body: "" });
    connection.close();
    expect(server.connections()).toBe(1);
  });

  it("reads an answer that arrives in pieces, split anywhere", async () => {
    const answer =
      "HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\nX-Twice: a\r\nX-Twice: b\r\n\r\nnot found";
    const server = await listen(
      net.createServer((socket) => {
        socket.once("data", async () => {
          for (let at = 0; at < answer.length; at += 7) {
            socket.write(answer.slice(at, at + 7));
            await new Promise((resolve) => setTimeout(resolve, 2));
          }
        });
      }),
    );
    const connection = new LoadConnection(server.baseUrl);
    const got = await connection.send({ path: "/missing" });
    connection.close();
    expect(got).toMatchObject({ status: 404, body: "not found" });
    expect(got.headers["x-twice"]).toBe("a, b");
  });

  it("opens a new socket after the server said Connection: close", async () => {
    const server = await httpServer((_request, response) => {
      response.setHeader("connection", "close");
      response.end("bye");
    });
    const connection = new LoadConnection(server.baseUrl);
    expect((await connection.send({ path: "/" })).body).toBe("bye");
    expect((await connection.send({ path: "/" })).body).toBe("bye");
    connection.close();
    expect(server.connections()).toBe(2);
  });

  it("fails the request when the server drops the connection mid-answer", async () => {
    const server = await listen(
      net.createServer((socket) => {
        socket.once("data", () => {
          socket.end("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\ntoo short");
        });
      }),
    );
    const connection = new LoadConnection(server.baseUrl);
    await expect(connection.send({ path: "/" })).rejects.toThrow(/closed the connection/);
    connection.close();
  });

  it("fails an answer that is not HTTP", async () => {
    const server = await listen(
      net.createServer((socket) => {
        socket.once("data", () => socket.write("SSH-2.0-OpenSSH\r\n\r\n"));
      }),
    );
    const connection = new LoadConnection(server.baseUrl);
    await expect(connection.send({ path: "/" })).rejects.toThrow(/Not an HTTP\/1.x answer/);
    connection.close();
  });
});

describe("runLoad", () => {
  it("counts answers per label, and answers with another status as errors", async () => {
    const server = await httpServer((request, response) => {
      response.statusCode = request.url === "/missing" ? 404 : 200;
      response.end("{}");
    });
    const requests = [
      { path: "/found", label: "found" },
      { path: "/missing", label: "missing" },
    ];
    const result = await runLoad({
      baseUrl: server.baseUrl,
      connections: 2,
      warmupMs: 50,
      durationMs: 300,
      request: (_connection, sequence) => requests[sequence % 2] as never,
      expectStatus: 200,
    });
    const found = result.byLabel.found;
    const missing = result.byLabel.missing;
    expect(found?.requests).toBeGreaterThan(0);
    expect(found?.errors).toBe(0);
    expect(missing?.requests).toBe(0);
    expect(missing?.errors).toBeGreaterThan(0);
    expect(result.requests).toBe(found?.requests);
    expect(result.errors).toBe(missing?.errors);
    expect(result.firstError).toBe("404 {}");
    expect(result.p99).toBeGreaterThanOrEqual(result.p50);
  });
});
