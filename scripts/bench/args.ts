/** `--name value` from the command line as a number, or the fallback. */
export const numberArg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isFinite(n)) throw new Error(`--${name} needs a number`);
  return n;
};

export const hasFlag = (name: string): boolean => process.argv.includes(`--${name}`);
