// argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1). The PHC string keeps the parameters,
// so raising them later re-hashes each password at its next successful sign-in.
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2's Algorithm is an ambient const enum (unusable with isolatedModules): 2 is Argon2id.
const ARGON2ID = 2;

const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT = `m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

export function needsRehash(phc: string): boolean {
  return !phc.startsWith("$argon2id$") || !phc.includes(CURRENT);
}

// Verifying against this when the email is unknown keeps both answers equally slow.
let dummy: Promise<string> | undefined;
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hashPassword("not a real password, only for timing");
  await verifyPassword(await dummy, password);
}
