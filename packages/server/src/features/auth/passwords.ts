import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** Compared against when the email is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
const theDummyHash = () => {
  dummyHash ??= hashPassword("not-a-real-password-Aa1!");
  return dummyHash;
};

/** Hashes the dummy ahead of time, so the first login with an unknown email does not pay for it. */
export function prewarmDummyHash(): void {
  void theDummyHash();
}

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await theDummyHash());
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== undefined;
  } catch {
    return false;
  }
}
