/**
 * Answers written ahead of the request: JSON prepared once (a cached calendar day, for every
 * member who opens it), gzipped once per copy, and sent as the client's Accept-Encoding allows.
 * Fastify sends strings and buffers as they are, past the route's response schema: a route that
 * answers this way still declares the schema, and `sendPrepared` holds the answer to it when
 * asked to check (the tests do), so that the schema stays what the route answers
 * (docs/decisions/0033-prepared-answers-and-their-schema.md).
 */
import { gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type ZodType, z } from "zod";

/** Fast, and ~10× smaller than the JSON: a full day of a big club goes from ~105 KB to ~10 KB. */
const GZIP_LEVEL = 4;

/**
 * gzip only: brotli at a level as fast as this gzip's compresses no better, and every browser
 * takes gzip. The header is lowercased first: the negotiator compares names as they are written.
 */
const encodings = new Negotiator<"gzip">({ supportedValues: ["gzip"] });

/** The encoding this request takes for a prepared answer, or null for the JSON as it is. */
export function negotiatedEncoding(header: string | string[] | undefined): "gzip" | null {
  const value = Array.isArray(header) ? header.join(",") : header;
  return value ? encodings.negotiate(value.toLowerCase()) : null;
}

/**
 * The JSON of one answer of type `T`, written on demand by `write` (kept small in memory until
 * sent), its gzipped bytes made once and kept. `T` is what the JSON holds: a route sending it
 * must declare a response schema of that type.
 */
export class PreparedJson<T> {
  private gzip: Buffer | undefined;
  /** Only the type: what the JSON holds. */
  declare readonly holds?: T;

  constructor(
    private readonly write: () => string,
    /** Told the size of the gzipped bytes once they are made and kept. */
    private readonly kept: (bytes: number) => void = () => {},
  ) {}

  json(): string {
    return this.write();
  }

  gzipped(): Buffer {
    if (!this.gzip) {
      this.gzip = gzipSync(this.write(), { level: GZIP_LEVEL });
      this.kept(this.gzip.length);
    }
    return this.gzip;
  }
}

/** Thrown, where answers are checked, when a prepared answer is not what its schema writes. */
export class PreparedAnswerMismatch extends Error {}

export interface Replies {
  /** Sends `prepared` as the request takes it, with status 200. */
  sendPrepared<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    prepared: PreparedJson<T>,
  ): FastifyReply;
}

/**
 * `check`: every prepared answer is parsed and written again through the route's response
 * schema, as Fastify would serialize an object, and must come out the same, byte for byte.
 * That costs a parse of the whole answer: on in tests, off in production, where
 * the calendar's answers must stay cheap (its p99 budget).
 */
export function replies({ check }: { check: boolean }): Replies {
  return {
    sendPrepared(request, reply, prepared) {
      if (check) checkAgainstSchema(request, prepared.json());
      reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
      if (negotiatedEncoding(request.headers["accept-encoding"]) === "gzip") {
        return reply.header("content-encoding", "gzip").send(prepared.gzipped());
      }
      return reply.send(prepared.json());
    },
  };
}

function checkAgainstSchema(request: FastifyRequest, json: string) {
  const schema = (
    request.routeOptions.schema?.response as Record<number, unknown> | undefined
  )?.[200] as ZodType | undefined;
  if (!schema) {
    throw new PreparedAnswerMismatch(`${request.routeOptions.url}: no response schema for 200`);
  }
  const parsed = z.safeEncode(schema, JSON.parse(json));
  if (!parsed.success) {
    throw new PreparedAnswerMismatch(`${request.routeOptions.url}: ${parsed.error.message}`);
  }
  if (JSON.stringify(parsed.data) !== json) {
    throw new PreparedAnswerMismatch(
      `${request.routeOptions.url}: the prepared answer holds more or other than its schema writes`,
    );
  }
}
