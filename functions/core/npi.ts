/**
 * National Provider Identifier check digit (CMS NPI standard): a Luhn check
 * over the nine base digits prefixed with 80840, the health-industry issuer
 * prefix, so an NPI validates the same way a card number would in its card
 * context. Shared by the vendor importer and anything that accepts an NPI.
 */
const luhnCheckDigit = (digits: string): number => {
  let sum = 0;
  // Walking from the right, the digit next to the (future) check digit is doubled first.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
};

/** The tenth digit for a nine-digit NPI base. */
export const npiCheckDigit = (base: string): number => {
  if (!/^\d{9}$/.test(base)) throw new Error('An NPI base is nine digits');
  return luhnCheckDigit(`80840${base}`);
};

/** Ten digits whose last one is the check digit of the other nine. */
export const isValidNpi = (npi: string): boolean => /^\d{10}$/.test(npi) && npiCheckDigit(npi.slice(0, 9)) === Number(npi[9]);
