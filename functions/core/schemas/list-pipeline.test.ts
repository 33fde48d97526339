import { describe, expect, it } from 'vitest';
import { foldName, nameSortKey } from './list-pipeline';

describe('the name sort key', () => {
  it('folds case, accents and compatibility forms, and collapses spaces', () => {
    expect(foldName('  ÉMILE  ')).toBe('emile');
    expect(foldName('Ängström')).toBe('angstrom');
    expect(foldName('Ｚｏｌａ')).toBe('zola');
    expect(foldName('de  la\tCruz')).toBe('de la cruz');
    expect(foldName('a\u0001b\u0000c')).toBe('abc');
  });

  it('orders last name, then first name, then id; a shorter name before a longer one of the same start', () => {
    const key = (firstName: string, lastName: string, id: string) => nameSortKey({ firstName, lastName }, id);
    const keys = [key('Émile', 'Zola', 'p1'), key('Zoë', 'Li', 'p2'), key('Al', 'Lim', 'p3'), key('ann', 'ZOLA', 'p5'), key('Ann', 'Zola', 'p4'), key('Bo', 'Li', 'p6')];
    expect([...keys].sort()).toEqual([key('Bo', 'Li', 'p6'), key('Zoë', 'Li', 'p2'), key('Al', 'Lim', 'p3'), key('Ann', 'Zola', 'p4'), key('ann', 'ZOLA', 'p5'), key('Émile', 'Zola', 'p1')]);
  });

  it('stays far within DynamoDB’s 1,024-byte sort key, cutting whole code points', () => {
    const long = '𝒜'.repeat(400);
    const k = nameSortKey({ firstName: long, lastName: long }, 'x'.repeat(64));
    expect(Buffer.byteLength(`NAME#${k}`, 'utf8')).toBeLessThan(1024);
    expect(k.split('\u0001')[0]).toBe(foldName(long));
    expect(k).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
