import { describe, expect, it } from 'vitest';
import { fillSlots, keptSlotted, namesFitSlots, slotted } from '../../src/output/openapi/ref-slots.ts';
import { partsToBytes } from '../../src/output/text-parts.ts';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('path items with open $ref targets', () => {
  it('numbers the refs of every operation in order and fills the slots with the names', () => {
    const open = slotted([new Map([[3, 'Book']]), new Map([[0, 'Author'], [2, 'Book']])]);
    expect(open.names).toEqual(['Book', 'Author', 'Book']);
    expect([...open.refs[1]!.values()]).toEqual(['\u00001\u0000', '\u00002\u0000']);
    const text = bytes('a:\n  $ref: "#/components/schemas/\\u00001\\u0000"\nb:\n  $ref: "#/components/schemas/\\u00000\\u0000"\n');
    const kept = keptSlotted(text, 2)!;
    expect(kept).toBeDefined();
    expect(partsToBytes(fillSlots(kept, ['Book', 'Author'])!).toString('utf8')).toBe('a:\n  $ref: "#/components/schemas/Author"\nb:\n  $ref: "#/components/schemas/Book"\n');
  });

  it('refuses a text with a slot twice, a slot missing, or a string of its own that reads like a slot', () => {
    const slot = (n: string) => `"#/components/schemas/\\u0000${n}\\u0000"`;
    expect(keptSlotted(bytes(`${slot('0')} ${slot('0')}`), 1)).toBeUndefined();
    expect(keptSlotted(bytes(slot('0')), 2)).toBeUndefined();
    expect(keptSlotted(bytes(`${slot('0')} "#/components/schemas/\\u0000x"`), 1)).toBeUndefined();
    expect(keptSlotted(bytes(slot('5')), 1)).toBeUndefined();
  });

  it('fills nothing when a slot has no name or the kept places do not fit the text', () => {
    const kept = keptSlotted(bytes(`a: "#/components/schemas/\\u00000\\u0000"`), 1)!;
    expect(partsToBytes(fillSlots(kept, ['Book'])!).toString('utf8')).toBe('a: "#/components/schemas/Book"');
    expect(fillSlots(kept, [])).toBeUndefined();
    const cut = kept.subarray(0, kept.length - 20);
    expect(fillSlots(cut, ['Book'])).toBeUndefined();
    expect(fillSlots(bytes(''), ['Book'])).toBeUndefined();
  });

  it('takes names whose $ref is written on one line only', () => {
    expect(namesFitSlots(['Book', 'Book_2'])).toBe(true);
    expect(namesFitSlots(['Two\nlines'])).toBe(false);
  });
});
