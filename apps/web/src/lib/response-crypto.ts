/**
 * The console's side of encrypted responses. The spec's client carries no private key, so each page load makes
 * its own 1024-bit RSA key pair (BigInt, so it works on plain-HTTP intranet addresses where WebCrypto is
 * absent), sends the modulus in `encrypt-public-key`, and unwraps the AES key the server put in `encrypt-key`.
 * Loaded on demand: only routes that ask for encrypted answers pull it in.
 */
import { aesDecrypt, base64ToBytes, bytesToBase64 } from './crypto';
import { modPow, toBigInt } from './rsa';

const E = 65537n;
const PRIME_BITS = 512;
const SMALL_PRIMES = [
  3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97,
].map(BigInt);

function randomBits(bits: number): bigint {
  return toBigInt(crypto.getRandomValues(new Uint8Array(bits / 8)));
}

/** Miller–Rabin with random bases: the chance a composite passes 32 rounds is below 2^-64. */
function probablyPrime(n: bigint, rounds = 32): boolean {
  let d = n - 1n;
  let r = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    r++;
  }
  witness: for (let i = 0; i < rounds; i++) {
    const a = 2n + (randomBits(PRIME_BITS) % (n - 3n));
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let j = 1; j < r; j++) {
      x = (x * x) % n;
      if (x === n - 1n) continue witness;
    }
    return false;
  }
  return true;
}

function randomPrime(bits: number): bigint {
  for (;;) {
    // Top two bits set, so p·q has exactly 2·bits bits; odd.
    const candidate = randomBits(bits) | (3n << BigInt(bits - 2)) | 1n;
    if (SMALL_PRIMES.some((p) => candidate % p === 0n)) continue;
    if (probablyPrime(candidate)) return candidate;
  }
}

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  if (oldR !== 1n) throw new Error('not invertible');
  return ((oldS % m) + m) % m;
}

export interface PageKeyPair {
  n: bigint;
  d: bigint;
  size: number;
  /** The modulus as Base64url, what the server reads from `encrypt-public-key`. */
  modulus: string;
}

export function generateKeyPair(): PageKeyPair {
  for (;;) {
    const p = randomPrime(PRIME_BITS);
    const q = randomPrime(PRIME_BITS);
    const phi = (p - 1n) * (q - 1n);
    if (p === q || phi % E === 0n) continue;
    const n = p * q;
    const bytes = new Uint8Array(PRIME_BITS / 4);
    let rest = n;
    for (let i = bytes.length - 1; i >= 0; i--) {
      bytes[i] = Number(rest & 0xffn);
      rest >>= 8n;
    }
    const modulus = bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    return { n, d: modInverse(E, phi), size: bytes.length, modulus };
  }
}

let pair: PageKeyPair | null = null;

export function pageKeyPair(): PageKeyPair {
  pair ??= generateKeyPair();
  return pair;
}

/** RSA PKCS#1 v1.5 decryption: c^d mod n, then strip 00 02 <non-zero padding> 00. */
export function rsaPkcs1Decrypt(cipherBase64: string, key: PageKeyPair): Uint8Array {
  let m = modPow(toBigInt(base64ToBytes(cipherBase64)), key.d, key.n);
  const block = new Uint8Array(key.size);
  for (let i = block.length - 1; i >= 0; i--) {
    block[i] = Number(m & 0xffn);
    m >>= 8n;
  }
  const end = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || end < 10) throw new Error('Malformed RSA block');
  return block.subarray(end + 1);
}

/** The answer body of an `encryptResponse` request: the header's AES key unwrapped, then the body decrypted. */
export function decryptResponseBody(
  encryptKey: string,
  body: string,
  key: PageKeyPair = pageKeyPair(),
): string {
  const aesKey = atob(new TextDecoder().decode(rsaPkcs1Decrypt(encryptKey, key)));
  return aesDecrypt(body.trim().replace(/^"|"$/g, ''), aesKey);
}
