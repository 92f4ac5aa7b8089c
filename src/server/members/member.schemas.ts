import { z } from "zod";
import { currentUserSchema } from "../../shared/profile/user.types";

export const currentUserResponse = z.object({ user: currentUserSchema });
