import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Server side of Cognito's SRP-6a variant, matching amazon-cognito-identity-js's AuthenticationHelper:
 * 3072-bit group, g = 2, k = H(N | g), x = H(salt | H(poolName username ":" password)), and the password
 * claim signed with HKDF("Caldera Derived Key") of S keyed by u.
 */
const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
const g = 2n;

/** Even-length two's-complement hex of a non-negative integer (the SDK's padHex). */
export function padHex(n: bigint): string {
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hexHash = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'));
const toBig = (hex: string) => BigInt(`0x${hex}`);

function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = 1n;
  let b = ((base % mod) + mod) % mod;
  let e = exp;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % mod;
    b = (b * b) % mod;
    e >>= 1n;
  }
  return result;
}

const k = toBig(hexHash(padHex(N) + padHex(g)));

function privateX(poolName: string, username: string, password: string, saltHex: string): bigint {
  const inner = sha256Hex(`${poolName}${username}:${password}`);
  return toBig(hexHash(padHex(toBig(saltHex)) + inner));
}

/** Salt and verifier stored when a password is set (hex). */
export function createVerifier(poolName: string, username: string, password: string): { salt: string; verifier: string } {
  const salt = padHex(toBig(randomBytes(16).toString('hex')));
  const v = modPow(g, privateX(poolName, username, password, salt), N);
  return { salt, verifier: padHex(v) };
}

/** Step 1: the server's ephemeral pair. */
export function serverEphemeral(verifierHex: string): { b: string; B: string } {
  for (;;) {
    const b = toBig(randomBytes(32).toString('hex'));
    const B = (k * toBig(verifierHex) + modPow(g, b, N)) % N;
    if (B % N !== 0n) return { b: b.toString(16), B: B.toString(16) };
  }
}

/** Step 2: checks PASSWORD_CLAIM_SIGNATURE; false for any malformed input. */
export function verifyPasswordClaim(input: {
  poolName: string;
  username: string;
  verifier: string;
  A: string;
  b: string;
  B: string;
  secretBlock: string;
  timestamp: string;
  signature: string;
}): boolean {
  if (!/^[0-9a-f]+$/i.test(input.A)) return false;
  const A = toBig(input.A);
  if (A % N === 0n) return false;
  const B = toBig(input.B);
  const u = toBig(hexHash(padHex(A) + padHex(B)));
  if (u === 0n) return false;
  const S = modPow(A * modPow(toBig(input.verifier), u, N), toBig(input.b), N);
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex')).update(Buffer.from(padHex(S), 'hex')).digest();
  const key = createHmac('sha256', prk).update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])])).digest().subarray(0, 16);
  const expected = createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(input.poolName, 'utf8'),
        Buffer.from(input.username, 'utf8'),
        Buffer.from(input.secretBlock, 'base64'),
        Buffer.from(input.timestamp, 'utf8'),
      ]),
    )
    .digest();
  const given = Buffer.from(input.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
