import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody } from "../../shared/http/api-error";
import { sqlState } from "../db/database";
import { AppError } from "./errors";

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database is unavailable. Please try again in a moment.";

/** Connection failures, server shutdowns and pool time-outs: the database is not there. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (
    state &&
    (state.startsWith("08") || state === "57P01" || state === "57P02" || state === "57P03")
  ) {
    return true;
  }
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === "ECONNREFUSED" || code === "ECONNRESET" || code === "ETIMEDOUT") return true;
    if (
      typeof message === "string" &&
      /timeout exceeded when trying to connect|Connection terminated|connection terminated/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function body(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        if (!(path in fields)) fields[path] = issue.message ?? "Invalid value";
      }
      const first = Object.values(fields)[0] ?? "Invalid request";
      return reply.status(400).send(body("VALIDATION_FAILED", first, fields));
    }
    // Backstop for text PostgreSQL cannot store (the schemas refuse it first).
    const state = sqlState(error);
    if (state === "22021" || state === "22P05") {
      return reply
        .status(400)
        .send(body("VALIDATION_FAILED", "The request contains characters that cannot be stored."));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply.status(503).send(body("DATABASE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(body("PAYLOAD_TOO_LARGE", "The request is too large."));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(body("RATE_LIMITED", "Too many requests. Please try again later."));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type and the like: Fastify's own client errors.
      return reply.status(status).send(body("BAD_REQUEST", "The request could not be read."));
    }
    request.log.error({ err: error, url: request.url, method: request.method }, "unhandled error");
    return reply
      .status(500)
      .send(body("INTERNAL_ERROR", "Something went wrong. Please try again."));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body("NOT_FOUND", `No route ${request.method} ${request.url.split("?")[0]}`));
  });
}
