import { createHash, randomBytes } from "node:crypto";
import { authMessages } from "../../shared/auth/auth.schemas";
import {
  SIGN_IN_LINK_DAYS,
  SIGN_IN_LINK_PATH,
  type SignInLink,
  signInLinkMessages,
  type UseSignInLinkInput,
} from "../../shared/auth/sign-in-link";
import { memberMessages } from "../../shared/members/member.constants";
import { isUuidOrAuthId } from "../../shared/validation/ids";
import type { Db } from "../db/database";
import type { Actor } from "../http/access";
import { type AttemptThrottle, withdrawnIfBusy } from "../http/attempt-throttle";
import { addressKey } from "../http/client-address";
import { badRequest, conflict, notFound, tooManyRequests } from "../http/errors";
import type { MemberRepository } from "../members/member.repository";
import type { AuthService, SignedIn } from "./auth.service";
import { asNewPassword, hashPassword } from "./password-hashing";
import type { SignInLinkRepository } from "./sign-in-link.repository";

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
const invalidLink = () =>
  badRequest(
    signInLinkMessages.invalid,
    { token: signInLinkMessages.invalid },
    "INVALID_SIGN_IN_LINK",
  );

/**
 * How members without a password get in: a one-time link from their administrator, in which
 * they choose one. The token is 256 random bits, shown once and stored only as its hash.
 */
export class SignInLinkService {
  constructor(
    private readonly db: Db,
    private readonly links: SignInLinkRepository,
    private readonly members: MemberRepository,
    private readonly auth: AuthService,
    private readonly throttle: AttemptThrottle,
    /** Where the app is reached, e.g. https://hangar.example.org. */
    private readonly publicBaseUrl: string,
  ) {}

  async create(actor: Actor, memberId: string, now = new Date()): Promise<SignInLink> {
    const member = isUuidOrAuthId(memberId) ? await this.members.findByUserId(memberId) : undefined;
    if (!member || member.orgId !== actor.orgId) throw notFound(memberMessages.notFound);
    if (await this.members.hasPassword(memberId)) {
      throw conflict(signInLinkMessages.memberHasPassword, "MEMBER_HAS_PASSWORD");
    }
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_DAYS * DAY_MS);
    await this.links.replace({
      tokenHash: sha256(token),
      userId: memberId,
      createdByUserId: actor.userId,
      expiresAt,
    });
    return {
      url: `${this.publicBaseUrl}${SIGN_IN_LINK_PATH}#${token}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Uses the link: the member's password is set and they are signed in. */
  async use(input: UseSignInLinkInput, headers: Headers, ip: string): Promise<SignedIn> {
    const attempt = await this.throttle.reserve([
      { key: `sign-in-link:ip:${addressKey(ip)}`, max: 30, windowSeconds: 15 * 60 },
    ]);
    if (!attempt) throw tooManyRequests(authMessages.tooManyAttempts);
    // A wrong token costs no hash; the link is used up only below, with the password set.
    if (!(await this.links.isLive(sha256(input.token), new Date()))) throw invalidLink();
    const passwordHash = await withdrawnIfBusy(attempt, () =>
      asNewPassword({ address: ip }, () => hashPassword(input.password)),
    );
    const email = await this.db.transaction(async (tx) => {
      const userId = await this.links.consume(tx, sha256(input.token), new Date());
      if (!userId || !(await this.links.addPasswordIfNone(tx, userId, passwordHash))) {
        throw invalidLink();
      }
      return this.links.emailOf(tx, userId);
    });
    await attempt.succeeded();
    if (!email) throw invalidLink();
    return this.auth.login({ email, password: input.password }, headers, ip);
  }
}
