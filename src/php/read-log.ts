/**
 * Which files a computation consulted, for what depends on its result (warm runs re-extract an endpoint when one
 * of them changes). Computations nest: what an inner one consulted counts for the one around it too, unless it was
 * made apart (a value whose users depend on its files another way, derived-reads.ts).
 */
export class ReadLog {
  /** The files of each computation running (innermost last). */
  private readonly open: Set<string>[] = [];

  /** Runs `read` and tells which files it consulted, counting them for the enclosing computation too. */
  during<T>(read: () => T): { value: T; files: Set<string> } {
    const files = new Set<string>();
    try {
      return { value: this.logging(files, read, undefined, []), files };
    } finally {
      const outer = this.open[this.open.length - 1];
      if (outer) for (const file of files) outer.add(file);
    }
  }

  /** Runs `read` and tells which files it consulted, without counting them for an enclosing computation. */
  apart<T>(read: () => T): { value: T; files: Set<string> } {
    const files = new Set<string>();
    return { value: this.logging(files, read, undefined, []), files };
  }

  /**
   * Calls `read` on `self` with `args`, adding the files it consulted to `files`: when no computation encloses the
   * call, straight into `files`, without a set per call.
   */
  into<A extends unknown[], T>(files: Set<string>, read: (...args: A) => T, self: unknown, args: A): T {
    if (this.open.length > 0) {
      const { value, files: consulted } = this.during(() => read.apply(self, args));
      for (const file of consulted) files.add(file);
      return value;
    }
    return this.logging(files, read, self, args);
  }

  /** Counts a file as consulted by the computation running, if any. */
  note(file: string): void {
    if (this.open.length > 0) this.open[this.open.length - 1]!.add(file);
  }

  private logging<A extends unknown[], T>(files: Set<string>, read: (...args: A) => T, self: unknown, args: A): T {
    this.open.push(files);
    try {
      return read.apply(self, args);
    } finally {
      this.open.pop();
    }
  }
}
