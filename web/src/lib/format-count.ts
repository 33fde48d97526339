/**
 * "12,345", as `toLocaleString('en-US')` writes a whole number, without Intl:
 * a page's first Intl call loads ICU's locale data, about 25 ms on a fast
 * machine and four times that on a mid phone, in the middle of the search
 * page's first render (issue 24). Not a whole number: Intl after all.
 */
export const formatCount = (value: number): string =>
  Number.isSafeInteger(value) ? String(value).replace(/\B(?=(\d{3})+$)/g, ',') : value.toLocaleString('en-US');
