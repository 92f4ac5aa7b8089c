import type { ProfileInput } from "../../shared/profile/profile.schemas";
import type { CurrentUser } from "../../shared/profile/user.types";
import { unauthorized } from "../http/errors";
import { toCurrentUser } from "./current-user";
import type { MemberRepository } from "./member.repository";

export class MemberService {
  constructor(private readonly members: MemberRepository) {}

  /** The signed-in user, with the empty profile the spec assumes on first sign-in. */
  async currentUser(userId: string): Promise<CurrentUser> {
    const user = await this.members.findOrCreateByUserId(userId);
    if (!user) throw unauthorized();
    return toCurrentUser(user);
  }

  async saveProfile(userId: string, input: ProfileInput): Promise<CurrentUser> {
    await this.members.updateProfile(userId, input);
    return this.currentUser(userId);
  }
}
