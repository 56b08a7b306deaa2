import { hash as oneShotHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: m=19 MiB, t=2, p=1. */
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** A hash to verify against when the account does not exist, so timing does not reveal which e-mails are registered. */
let dummyHash: Promise<string> | null = null;
export const verifyAgainstDummy = async (password: string) => {
  dummyHash ??= hashPassword('dummy-password-for-timing-Aa1!');
  await verifyPassword(await dummyHash, password);
  return false;
};

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');
/** Node's one-shot crypto.hash (no Hash object per call): every signed-in request hashes its token. */
export const sha256Hex = (value: string): string => oneShotHash('sha256', value, 'hex');
