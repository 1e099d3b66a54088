/**
 * Stamped entries as a cache file keeps them: in columns, each (file, stamp) pair once in a table shared by every
 * list of the file, and each entry's stamps as numbers into it. Thousands of entries share a few thousand files,
 * and a column of numbers is one object to write and read where an array of pairs per entry is thousands: the
 * state reads back in a tenth of the time and leaves little for the collector.
 */

export type Stamps = Array<[file: string, stamp: string]>;

/** Kept values with the stamps of the files they were read from, by key. */
export type StampedEntries<T> = Array<[key: string, entry: { value: T; stamps: Stamps }]>;

/** The (file, stamp) pairs named by the tables of one cache file. */
export interface StampPairs {
  files: string[];
  stamps: string[];
}

/** Stamped entries in columns: entry i has key i, value i and the pairs numbered stamps[ends[i-1] .. ends[i]). */
export interface StampedTable<T> {
  keys: string[];
  values: T[];
  stamps: Int32Array;
  ends: Int32Array;
}

/** Puts entries into tables, numbering their pairs in one shared list. */
export class StampTableWriter {
  private readonly numbers = new Map<string, Map<string, number>>();
  readonly pairs: StampPairs = { files: [], stamps: [] };

  table<T>(entries: StampedEntries<T>): StampedTable<T> {
    // Plain loops: thousands of entries, in code that runs once per process and is not optimised.
    const numbers: number[] = [];
    const ends = new Int32Array(entries.length);
    // Filled by push, not made at their length: a list with holes is written item by item with its index.
    const keys: string[] = [];
    const values: T[] = [];
    for (let index = 0; index < entries.length; index++) {
      // Indexed, not destructured: unoptimised code destructures through the iterator protocol.
      const key = entries[index]![0];
      const entry = entries[index]![1];
      const stamps = entry.stamps;
      for (let at = 0; at < stamps.length; at++) numbers.push(this.number(stamps[at]![0], stamps[at]![1]));
      ends[index] = numbers.length;
      keys.push(key);
      values.push(entry.value);
    }
    return { keys, values, stamps: Int32Array.from(numbers), ends };
  }

  private number(file: string, stamp: string): number {
    let byStamp = this.numbers.get(file);
    if (!byStamp) this.numbers.set(file, (byStamp = new Map()));
    let number = byStamp.get(stamp);
    if (number === undefined) {
      number = this.pairs.files.length;
      byStamp.set(stamp, number);
      this.pairs.files.push(file);
      this.pairs.stamps.push(stamp);
    }
    return number;
  }
}

/** Reads tables back, entries sharing each pair's array; undefined when the pairs are not well formed. */
export function stampTableReader(pairs: unknown): (<T>(table: unknown) => StampedEntries<T> | undefined) | undefined {
  const { files, stamps } = (pairs ?? {}) as Partial<StampPairs>;
  if (!isStrings(files) || !isStrings(stamps) || files.length !== stamps.length) return undefined;
  const shared: Stamps = files.map((file, index) => [file, stamps[index]!]);
  return <T>(table: unknown) => {
    const { keys, values, stamps: numbers, ends } = (table ?? {}) as Partial<StampedTable<T>>;
    if (!isStrings(keys) || !Array.isArray(values) || !(numbers instanceof Int32Array) || !(ends instanceof Int32Array)) return undefined;
    if (values.length !== keys.length || ends.length !== keys.length) return undefined;
    const entries: StampedEntries<T> = [];
    let start = 0;
    for (let index = 0; index < keys.length; index++) {
      const end = ends[index]!;
      if (end < start || end > numbers.length) return undefined;
      const entryStamps: Stamps = [];
      for (let at = start; at < end; at++) {
        const pair = shared[numbers[at]!];
        if (!pair) return undefined;
        entryStamps.push(pair);
      }
      entries.push([keys[index]!, { value: values[index] as T, stamps: entryStamps }]);
      start = end;
    }
    return entries;
  };
}

function isStrings(value: unknown): value is string[] {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index++) if (typeof value[index] !== 'string') return false;
  return true;
}
