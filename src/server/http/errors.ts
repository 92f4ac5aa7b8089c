import { errorCodes } from "../../shared/http/api-error";

/**
 * Typed errors with a code, an HTTP status and the user-facing message of docs/rules/. The error
 * handler in app.ts turns them into `{ error: { code, message, fields } }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries, e.g. `Retry-After`. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (
  message: string,
  fields?: Record<string, string>,
  code = "VALIDATION_FAILED",
) => new AppError(400, code, message, fields);
export const unauthorized = (message = "Please sign in to continue.") =>
  new AppError(401, "UNAUTHENTICATED", message);
export const forbidden = (message = "You do not have permission to do this.", code = "FORBIDDEN") =>
  new AppError(403, code, message);
export const notFound = (message: string, code = "NOT_FOUND") => new AppError(404, code, message);
export const conflict = (message: string, code = "CONFLICT") => new AppError(409, code, message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, "UNSUPPORTED_MEDIA_TYPE", message);
export const tooManyRequests = (message: string) =>
  new AppError(429, errorCodes.rateLimited, message);
/** The server cannot take the work now; `Retry-After` says when to ask again. */
export const serviceBusy = (message: string, retryAfterSeconds: number) =>
  new AppError(503, "SERVER_BUSY", message, undefined, {
    "retry-after": String(retryAfterSeconds),
  });
export const isServiceBusy = (error: unknown) =>
  error instanceof AppError && error.code === "SERVER_BUSY";
