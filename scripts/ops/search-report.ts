import type { Verification } from '../../functions/indexer/rebuild';

const n = (x: number) => x.toLocaleString('en-US');

/** The ops commands' one line about a reconciliation of the live alias. */
export const reconciledLine = (v: Verification): string =>
  `Reconciled the live alias with DynamoDB: DynamoDB ${n(v.tableCount)}, index ${n(v.indexCount)}; missing ${n(v.missing)}, older ${n(v.older)}, no longer in DynamoDB ${n(v.extra)}; fixed ${n(v.fixed)}; still differing ${n(v.remaining.length)}.`;
