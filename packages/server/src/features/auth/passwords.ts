import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** Compared against when the email is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword("not-a-real-password-Aa1!");
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== undefined;
  } catch {
    return false;
  }
}
