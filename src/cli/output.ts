/**
 * How the CLI writes its answer (standard output) and its messages (standard error):
 * straight to the file descriptors, synchronously. `process.stdout` and `process.stderr` are
 * streams that Node builds on first use (a pipe is a socket, a terminal loads `node:tty`),
 * which cost a fresh process 1.5–3.5 ms before it has written anything (bench/README.md,
 * "Cold start, sixth pass"). A descriptor that would block (one its owner made non-blocking)
 * hands the rest to the stream, which waits for it; from then on everything for that
 * descriptor goes through the stream, so that nothing overtakes what it still holds.
 */
import { writeSync } from 'node:fs';

/** What a write that failed should do: the descriptor's error (code such as EPIPE, ENOSPC). */
export type WriteFailure = (error: NodeJS.ErrnoException) => void;

/** Descriptors whose writes go through their `process` stream since one would have blocked. */
const viaStream = new Set<1 | 2>();

function stream(fd: 1 | 2, failed: WriteFailure): NodeJS.WriteStream {
  const s = fd === 1 ? process.stdout : process.stderr;
  if (!viaStream.has(fd)) {
    viaStream.add(fd);
    s.on('error', failed);
  }
  return s;
}

/**
 * Writes all of `text` to descriptor `fd` (1 or 2). On EAGAIN the rest, and every later text
 * for `fd`, goes through the matching `process` stream, whose errors go to `failed` (the first
 * `failed` given for that descriptor); any other error goes to `failed` at once and the rest
 * is not written.
 */
export function writeAll(fd: 1 | 2, text: string, failed: WriteFailure): void {
  if (viaStream.has(fd)) {
    stream(fd, failed).write(text);
    return;
  }
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at);
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      if (e.code === 'EAGAIN') stream(fd, failed).write(bytes.subarray(at));
      else failed(e);
      return;
    }
  }
}
