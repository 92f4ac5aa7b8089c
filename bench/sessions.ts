/** Signed-in users for the load: the session cookie a browser would send after signing in. */
import { LoadConnection, type RequestSpec } from "./http-load";

export interface Credentials {
  email: string;
  password: string;
}

export interface Session {
  email: string;
  /** The `Cookie` header value. */
  cookie: string;
}

export async function signIn(baseUrl: string, credentials: Credentials): Promise<Session> {
  const connection = new LoadConnection(baseUrl);
  const answer = await connection
    .send({
      method: "POST",
      path: "/api/auth/login",
      headers: { "content-type": "application/json", origin: new URL(baseUrl).origin },
      body: JSON.stringify(credentials),
    })
    .finally(() => connection.close());
  if (answer.status !== 200) {
    throw new Error(`Sign-in of ${credentials.email} failed: ${answer.status} ${answer.body}`);
  }
  const cookie = [answer.headers["set-cookie"] ?? []]
    .flat()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { email: credentials.email, cookie };
}

/** The request as `session`'s browser sends it (writes carry the app's Origin). */
export function as(session: Session, baseUrl: string, spec: RequestSpec): RequestSpec {
  const writes = spec.method !== undefined && spec.method !== "GET";
  return {
    ...spec,
    headers: {
      ...spec.headers,
      cookie: session.cookie,
      ...(writes ? { origin: new URL(baseUrl).origin, "content-type": "application/json" } : {}),
    },
  };
}
