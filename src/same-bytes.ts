/**
 * Whether a file holds given bytes, or the bytes of another file, read block by block through two blocks reused
 * by every comparison and left at the first difference. A build compares thousands of files with what it is about
 * to write (to leave unchanged ones alone); a new buffer for each comparison (a block, or both files whole) cost a third
 * more CPU, most of it in the kernel.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';

const BLOCK = 1 << 16;
let blocks: [Buffer, Buffer] | undefined;
const reusedBlocks = () => (blocks ??= [Buffer.allocUnsafe(BLOCK), Buffer.allocUnsafe(BLOCK)]);

/** Whether the file at `path` holds exactly `chunks`, one after the other (false when it is missing). */
export function fileHolds(path: string, chunks: readonly Uint8Array[]): boolean {
  const size = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  let fd: number;
  try {
    // The size first: a file that grew or shrank is not read.
    if (statSync(path).size !== size) return false;
    fd = openSync(path, 'r');
  } catch {
    return false;
  }
  try {
    const [block] = reusedBlocks();
    let filled = 0;
    let used = 0;
    let position = 0;
    for (const chunk of chunks) {
      for (let offset = 0; offset < chunk.byteLength; ) {
        if (used === filled) {
          filled = readBlock(fd, block, Math.min(BLOCK, size - position), position);
          if (filled === 0) return false;
          position += filled;
          used = 0;
        }
        const length = Math.min(filled - used, chunk.byteLength - offset);
        if (Buffer.compare(block.subarray(used, used + length), chunk.subarray(offset, offset + length)) !== 0) return false;
        used += length;
        offset += length;
      }
    }
    return true;
  } finally {
    closeSync(fd);
  }
}

/** Whether two files of `size` bytes (as their callers found) hold the same bytes. */
export function sameFileBytes(a: string, b: string, size: number): boolean {
  const [first, second] = reusedBlocks();
  const fdA = openSync(a, 'r');
  try {
    const fdB = openSync(b, 'r');
    try {
      for (let position = 0; position < size; position += BLOCK) {
        const length = Math.min(BLOCK, size - position);
        if (readBlock(fdA, first, length, position) !== length || readBlock(fdB, second, length, position) !== length) return false;
        if (first.compare(second, 0, length, 0, length) !== 0) return false;
      }
      return true;
    } finally {
      closeSync(fdB);
    }
  } finally {
    closeSync(fdA);
  }
}

/** Reads up to `length` bytes at `position` into `block` (a read may give fewer at once); fewer only at the end of the file. */
function readBlock(fd: number, block: Buffer, length: number, position: number): number {
  let read = 0;
  while (read < length) {
    const got = readSync(fd, block, read, length - read, position + read);
    if (got === 0) break;
    read += got;
  }
  return read;
}
