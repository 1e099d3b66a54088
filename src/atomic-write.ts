/**
 * Writes a file atomically (a temporary file in the same folder, then a rename), so a reader — a dev server,
 * Laravel serving the docs, another command — never sees half a file. An unchanged file is left alone, keeping
 * its mtime for watchers and caches.
 */
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writevSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileHolds } from './same-bytes.ts';

let counter = 0;

/** What a file is written from: text (as UTF-8), bytes, or both in parts written one after the other. */
export type FileContent = string | Uint8Array | ReadonlyArray<string | Uint8Array>;

/** Writes `content` unless the file holds it already. Returns true when the file was (re)written. */
export function writeFileAtomic(path: string, content: FileContent): boolean {
  // Encoded once, for the comparison and the write; the parts are written as they are, never joined.
  const chunks = chunksOf(content);
  if (fileHolds(path, chunks)) return false;
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temporary = join(dir, `.${basename(path)}.${process.pid}.${++counter}.tmp`);
  try {
    const fd = openSync(temporary, 'w');
    try {
      writeAll(fd, chunks);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return true;
}

/** The bytes of the content in chunks: neighbouring strings encoded together. */
export function chunksOf(content: FileContent): Uint8Array[] {
  if (typeof content === 'string') return [Buffer.from(content, 'utf8')];
  if (content instanceof Uint8Array) return [content];
  const chunks: Uint8Array[] = [];
  let pending = '';
  for (const part of content) {
    if (typeof part === 'string') pending += part;
    else if (part.byteLength > 0) {
      if (pending) chunks.push(Buffer.from(pending, 'utf8'));
      pending = '';
      chunks.push(part);
    }
  }
  if (pending || chunks.length === 0) chunks.push(Buffer.from(pending, 'utf8'));
  return chunks;
}

/** Most systems take at most 1,024 buffers in one vectored write. */
const MAX_BUFFERS = 1024;

function writeAll(fd: number, chunks: readonly Uint8Array[]): void {
  // Where the writing is: the first chunk not written whole, and how much of it is. (A batch is sliced once per
  // write: slicing off each chunk written made a run after an edit allocate its outputs' chunk lists over and over.)
  let next = 0;
  let partial = 0;
  while (next < chunks.length) {
    const batch = chunks.slice(next, next + MAX_BUFFERS);
    if (partial > 0) batch[0] = batch[0]!.subarray(partial);
    // A vectored write may write less than asked: go on from where it stopped.
    let written = writevSync(fd, batch) + partial;
    while (next < chunks.length && written >= chunks[next]!.byteLength) {
      written -= chunks[next]!.byteLength;
      next++;
    }
    partial = written;
  }
}
