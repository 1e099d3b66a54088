/** Stamped entries in columns: each (file, stamp) pair kept once, entries read back as they were written. */
import { describe, expect, it } from 'vitest';
import { StampTableWriter, stampTableReader } from '../../src/extract/stamped-table.ts';

describe('stamped tables', () => {
  it('keeps each pair once and reads the entries back as written', () => {
    const writer = new StampTableWriter();
    const facts = writer.table([['a::x', { value: { line: 3 }, stamps: [['app/A.php', '1:10:aa']] }]]);
    const endpoints = writer.table([
      ['GET x', { value: 'd1', stamps: [['app/A.php', '1:10:aa'], ['app/B.php', '2:20:bb']] }],
      ['GET y', { value: 'd2', stamps: [] }],
    ]);
    expect(writer.pairs).toEqual({ files: ['app/A.php', 'app/B.php'], stamps: ['1:10:aa', '2:20:bb'] });
    const read = stampTableReader(writer.pairs)!;
    expect(read(facts)).toEqual([['a::x', { value: { line: 3 }, stamps: [['app/A.php', '1:10:aa']] }]]);
    expect(read(endpoints)).toEqual([
      ['GET x', { value: 'd1', stamps: [['app/A.php', '1:10:aa'], ['app/B.php', '2:20:bb']] }],
      ['GET y', { value: 'd2', stamps: [] }],
    ]);
  });

  it('refuses a table that names a pair the file lacks, or whose columns disagree', () => {
    const read = stampTableReader({ files: ['app/A.php'], stamps: ['1:10:aa'] })!;
    expect(read({ keys: ['k'], values: [1], stamps: Int32Array.of(1), ends: Int32Array.of(1) })).toBeUndefined();
    expect(read({ keys: ['k'], values: [1, 2], stamps: Int32Array.of(0), ends: Int32Array.of(1) })).toBeUndefined();
    expect(read({ keys: ['k'], values: [1], stamps: Int32Array.of(0), ends: Int32Array.of(2) })).toBeUndefined();
    expect(read({ keys: ['k'], values: [1], stamps: [0], ends: [1] })).toBeUndefined();
    expect(stampTableReader({ files: ['app/A.php'], stamps: [] })).toBeUndefined();
  });
});
