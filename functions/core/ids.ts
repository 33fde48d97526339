import { randomBytes } from 'node:crypto';
import { monotonicFactory } from 'ulid';

const next = monotonicFactory();

/** A ULID: sorts by creation time, and strictly increases within a process even in the same millisecond. */
export const newId = (at: Date): string => next(at.getTime());

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32 (lower case, unpadded): 16 bytes give 26 characters. */
const base32 = (bytes: Uint8Array): string => {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return bits ? out + BASE32[(value << (5 - bits)) & 31] : out;
};

/**
 * A physician id: `phy_` + 128 bits from the CSPRNG in base32. Ids are
 * public (URLs, lists, exports), so they carry nothing: no contact field, no
 * time, no order. Knowing one id tells nothing about any other, so the
 * directory cannot be walked by counting. What makes two vendor rows the
 * same person is kept apart, in identity items keyed by an HMAC.
 */
export const newPhysicianId = (): string => `phy_${base32(randomBytes(16))}`;

/** The shape newPhysicianId makes; anything else is an id from before (sequential seeds, hashed imports, ULIDs). */
export const currentPhysicianId = /^phy_[a-z2-7]{26}$/;
