/**
 * Pieces kept between runs in a base and a delta: what a run made is found by the next, a run that makes little
 * writes a small delta and leaves the base alone, a delta beside another base is ignored, and the base is
 * rewritten with only what a run used once enough of it is stale.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KeptPieces } from '../../src/extract/kept-pieces.ts';

const FINGERPRINT = 'settings';
const folder = () => mkdtempSync(join(tmpdir(), 'kept-pieces-'));
const text = (key: string) => `the text of ${key}, `.repeat(20);
const isList = (value: unknown): value is string[] => Array.isArray(value);

/** A run that asks for `keys` (texts) and a value under `value`, then saves. */
function run(file: string, keys: string[], value = 'v') {
  const pieces = KeptPieces.open(file, FINGERPRINT);
  const texts = keys.map((key) => Buffer.from(pieces.text(key, () => text(key))).toString('utf8'));
  const kept = pieces.value(value, isList, () => ['made', value]);
  pieces.save();
  return { made: pieces.made, texts, kept };
}

const keys = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `k${from + i}`);

describe('kept pieces', () => {
  it('finds in the next run what a run made, as made', () => {
    const file = join(folder(), 'app.outputs.v8');
    const first = run(file, keys(0, 10));
    expect(first.made).toHaveLength(11);
    const second = run(file, keys(0, 10));
    expect(second.made).toEqual([]);
    expect(second.texts).toEqual(keys(0, 10).map(text));
    expect(second.kept).toEqual(['made', 'v']);
  });

  it('writes what one run more makes to a small delta and leaves the base alone', () => {
    const file = join(folder(), 'app.outputs.v8');
    run(file, keys(0, 40));
    const base = readFileSync(file);
    const next = run(file, [...keys(0, 39), 'new']);
    expect(next.made).toEqual(['new']);
    expect(readFileSync(file).equals(base)).toBe(true);
    expect(statSync(file.replace(/\.v8$/, '.delta.v8')).size).toBeLessThan(base.length / 10);
    expect(run(file, [...keys(0, 39), 'new']).made).toEqual([]);
  });

  it('ignores a delta written beside another base', () => {
    const file = join(folder(), 'app.outputs.v8');
    run(file, keys(0, 40));
    run(file, [...keys(0, 40), 'new']);
    const delta = readFileSync(file.replace(/\.v8$/, '.delta.v8'));
    // A new base (every key different), then the delta of the old one put back.
    run(file, keys(100, 140));
    writeFileSync(file.replace(/\.v8$/, '.delta.v8'), delta);
    expect(run(file, ['new']).made).toEqual(['new']);
  });

  it('rewrites the base with only what a run used when a quarter of it is stale', () => {
    const file = join(folder(), 'app.outputs.v8');
    run(file, keys(0, 40));
    const before = readFileSync(file);
    run(file, keys(0, 20));
    expect(readFileSync(file).equals(before)).toBe(false);
    expect(statSync(file).size).toBeLessThan(before.length * 0.6);
    expect(run(file, keys(0, 20)).made).toEqual([]);
    expect(run(file, keys(20, 21)).made).toEqual(['k20']);
  });

  it('ignores pieces kept for another fingerprint', () => {
    const file = join(folder(), 'app.outputs.v8');
    run(file, keys(0, 5));
    const other = KeptPieces.open(file, 'other settings');
    expect(Buffer.from(other.text('k0', () => 'made again')).toString()).toBe('made again');
    expect(other.made).toEqual(['k0']);
  });
});
