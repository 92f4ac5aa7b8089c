import { randomInt } from "node:crypto";
import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
} from "../../shared/organizations/organization.constants";

/** A random join code from a cryptographic source: 31^8 ≈ 8.5 × 10^11 possibilities. */
export function generateJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) {
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}
