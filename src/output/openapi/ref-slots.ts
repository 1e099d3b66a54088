/**
 * Path items kept with their `$ref` targets left open: the component names a run gives can change without the
 * operations changing (a shared schema is named after its first use, so retitling that one endpoint renames it
 * everywhere), and a path item kept under its names would then be made again wherever the schema is used. Its
 * text is made with a slot name in each `$ref` (`\u0000<n>\u0000`, which no component name can be), kept with
 * where its slots are, and the run's names are written into the slots when it is spliced.
 */
import { yamlScalar } from '../../yaml-emit.ts';

const SLOT_PREFIX = '"#/components/schemas/\\u0000';
const SLOT_SUFFIX = '\\u0000"';
const PREFIX_BYTES = Buffer.from(SLOT_PREFIX, 'utf8');
const SUFFIX_BYTES = Buffer.from(SLOT_SUFFIX, 'utf8');

/** The target of a `$ref` to the component `name`. */
export function refTarget(name: string): string {
  return `#/components/schemas/${name}`;
}

/** The refs (place → component name) with slot names in order: slot n stands for `names[n]`. */
export function slotted(refs: Array<Map<number, string>>): { refs: Array<Map<number, string>>; names: string[] } {
  const names: string[] = [];
  const slottedRefs = refs.map((map) => new Map([...map].map(([place, name]) => [place, `\u0000${names.push(name) - 1}\u0000`] as const)));
  return { refs: slottedRefs, names };
}

/** The `$ref` target of `name` as YAML, remembered: the same few names fill thousands of slots. */
const refTexts = new Map<string, string>();
function refText(name: string): string {
  let text = refTexts.get(name);
  if (text === undefined) {
    if (refTexts.size > 100_000) refTexts.clear();
    text = yamlScalar(refTarget(name));
    refTexts.set(name, text);
  }
  return text;
}

/** Whether every name can fill a slot: its `$ref` written on one line, as the slot is. */
export function namesFitSlots(names: string[]): boolean {
  return names.every((name) => !refText(name).includes('\n')) && refText('\u00000\u0000') === `${SLOT_PREFIX}0${SLOT_SUFFIX}`;
}

/**
 * The text made with slot names for `slots` refs as it is kept: the places of its slots (the count, then each
 * slot's start, end and number, 4 bytes each), then the text, so that filling it needs no search through it.
 * Undefined when the text does not hold each slot exactly once, or holds something that looks like one (a string
 * of the API's own that reads like a slot would be filled in too).
 */
export function keptSlotted(text: Uint8Array, slots: number): Uint8Array | undefined {
  const seen = new Set<number>();
  const places: number[] = [];
  const fits = eachSlot(text, (start, end, slot) => {
    if (slot === undefined || slot >= slots || seen.has(slot)) return false;
    seen.add(slot);
    places.push(start, end, slot);
    return true;
  });
  if (!fits || seen.size !== slots) return undefined;
  const head = Buffer.alloc(4 * (1 + places.length));
  head.writeUInt32LE(slots, 0);
  places.forEach((value, index) => head.writeUInt32LE(value, 4 * (index + 1)));
  return Buffer.concat([head, text]);
}

/** The kept text (keptSlotted) with its slots filled with `names`, as parts (undefined when a slot has no name or the places do not fit the text). */
export function fillSlots(kept: Uint8Array, names: string[]): Array<string | Uint8Array> | undefined {
  const bytes = asBuffer(kept);
  if (bytes.length < 4) return undefined;
  const count = bytes.readUInt32LE(0);
  const textStart = 4 * (1 + 3 * count);
  if (textStart > bytes.length) return undefined;
  const text = bytes.subarray(textStart);
  const parts: Array<string | Uint8Array> = [];
  let from = 0;
  for (let at = 4; at < textStart; at += 12) {
    const start = bytes.readUInt32LE(at);
    const end = bytes.readUInt32LE(at + 4);
    const name = names[bytes.readUInt32LE(at + 8)];
    if (name === undefined || start < from || end < start || end > text.length) return undefined;
    parts.push(text.subarray(from, start), refText(name));
    from = end;
  }
  parts.push(from === 0 ? text : text.subarray(from));
  return parts;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Calls `visit` with each slot of the text in order (its bytes' start and end, and its number, undefined when
 * the slot is not well formed) while it returns true; false when a visit returned false.
 */
function eachSlot(text: Uint8Array, visit: (start: number, end: number, slot: number | undefined) => boolean): boolean {
  const bytes = asBuffer(text);
  for (let start = bytes.indexOf(PREFIX_BYTES); start >= 0; start = bytes.indexOf(PREFIX_BYTES, start + 1)) {
    const digits = start + PREFIX_BYTES.length;
    let end = digits;
    let slot = 0;
    while (end < bytes.length && bytes[end]! >= 0x30 && bytes[end]! <= 0x39) slot = slot * 10 + bytes[end++]! - 0x30;
    const closed = end > digits && end - digits < 10 && hasSuffixAt(bytes, end);
    if (!visit(start, end + SUFFIX_BYTES.length, closed ? slot : undefined)) return false;
  }
  return true;
}

function hasSuffixAt(bytes: Buffer, at: number): boolean {
  if (at + SUFFIX_BYTES.length > bytes.length) return false;
  for (let index = 0; index < SUFFIX_BYTES.length; index++) if (bytes[at + index] !== SUFFIX_BYTES[index]) return false;
  return true;
}
