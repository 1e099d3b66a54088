/**
 * PHP's `strnatcmp` (what Scribe's `ksort(SORT_NATURAL)` uses): runs of digits compare as numbers, everything
 * else by character code, so "Group 2" sorts before "Group 10" and the order is the same on every machine.
 */
export function naturalCompare(a: string, b: string): number {
  const chunk = /(\d+|\D+)/g;
  const partsA = a.match(chunk) ?? [];
  const partsB = b.match(chunk) ?? [];
  const length = Math.min(partsA.length, partsB.length);
  for (let i = 0; i < length; i++) {
    const x = partsA[i]!;
    const y = partsB[i]!;
    if (x === y) continue;
    const digitsX = /^\d/.test(x);
    const digitsY = /^\d/.test(y);
    if (digitsX && digitsY) {
      const difference = compareDigitRuns(x, y);
      if (difference !== 0) return difference;
      continue;
    }
    return x < y ? -1 : 1;
  }
  return partsA.length - partsB.length;
}

/** Compares digit runs of any length without converting to Number (no precision loss). */
function compareDigitRuns(x: string, y: string): number {
  const a = x.replace(/^0+(?=\d)/, '');
  const b = y.replace(/^0+(?=\d)/, '');
  if (a.length !== b.length) return a.length - b.length;
  if (a !== b) return a < b ? -1 : 1;
  return x.length - y.length;
}
