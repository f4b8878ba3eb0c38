/**
 * RSA PKCS#1 v1.5 encryption with a public key, in a few lines of BigInt: the login page needs only this,
 * and a general RSA library would cost it ~20 KB of compressed JavaScript.
 */

interface Der {
  tag: number;
  start: number;
  end: number;
}

function readDer(bytes: Uint8Array, pos: number): Der {
  const tag = bytes[pos]!;
  let length = bytes[pos + 1]!;
  let start = pos + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i]!;
    start += count;
  }
  if (start + length > bytes.length) throw new Error('Malformed public key');
  return { tag, start, end: start + length };
}

export function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const BIT_STRING = 0x03;

/** Modulus and exponent of a SubjectPublicKeyInfo or a bare PKCS#1 RSAPublicKey (DER bytes). */
export function parsePublicKey(der: Uint8Array): { n: bigint; e: bigint; size: number } {
  let outer = readDer(der, 0);
  if (outer.tag !== SEQUENCE) throw new Error('Malformed public key');
  let first = readDer(der, outer.start);
  if (first.tag === SEQUENCE) {
    // SPKI: skip the algorithm identifier, then the BIT STRING's unused-bits byte.
    const bits = readDer(der, first.end);
    if (bits.tag !== BIT_STRING) throw new Error('Malformed public key');
    outer = readDer(der, bits.start + 1);
    first = readDer(der, outer.start);
  }
  const exponent = readDer(der, first.end);
  if (first.tag !== INTEGER || exponent.tag !== INTEGER) throw new Error('Malformed public key');
  let modulus = der.subarray(first.start, first.end);
  while (modulus[0] === 0) modulus = modulus.subarray(1);
  return {
    n: toBigInt(modulus),
    e: toBigInt(der.subarray(exponent.start, exponent.end)),
    size: modulus.length,
  };
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

function nonZeroRandom(length: number): Uint8Array {
  const out = new Uint8Array(length);
  let filled = 0;
  while (filled < length) {
    const batch = crypto.getRandomValues(new Uint8Array(length));
    for (const byte of batch) if (byte !== 0 && filled < length) out[filled++] = byte;
  }
  return out;
}

export function keyBytes(publicKey: string): Uint8Array {
  const base64 = publicKey.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** EME-PKCS1-v1_5 (RFC 8017 §7.2.1): 00 02 <non-zero random> 00 <message>, raised to e mod n. */
export function rsaPkcs1Encrypt(message: Uint8Array, publicKey: string): Uint8Array {
  const { n, e, size } = parsePublicKey(keyBytes(publicKey));
  if (message.length > size - 11) throw new Error('Message too long for the RSA key');
  const padded = new Uint8Array(size);
  padded[1] = 2;
  padded.set(nonZeroRandom(size - message.length - 3), 2);
  padded.set(message, size - message.length);
  let cipher = modPow(toBigInt(padded), e, n);
  const out = new Uint8Array(size);
  for (let i = size - 1; i >= 0; i--) {
    out[i] = Number(cipher & 0xffn);
    cipher >>= 8n;
  }
  return out;
}
