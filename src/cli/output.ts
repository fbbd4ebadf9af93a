/**
 * How the CLI writes its answer (standard output) and its messages (standard error):
 * straight to the file descriptors, synchronously. `process.stdout` and `process.stderr` are
 * streams that Node builds on first use (a pipe is a socket, a terminal loads `node:tty`),
 * which cost a fresh process 1.5–3.5 ms before it has written anything (bench/README.md,
 * "Cold start, sixth pass"). A descriptor that would block (one its owner made non-blocking)
 * hands the rest to the stream, which waits for it.
 */
import { writeSync } from 'node:fs';

/** What a write that failed should do: the descriptor's error (code such as EPIPE, ENOSPC). */
export type WriteFailure = (error: NodeJS.ErrnoException) => void;

/**
 * Writes all of `text` to descriptor `fd` (1 or 2). On EAGAIN the rest goes through the
 * matching `process` stream, whose errors go to `failed` too; any other error goes to
 * `failed` at once and the rest is not written.
 */
export function writeAll(fd: 1 | 2, text: string, failed: WriteFailure): void {
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at);
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      if (e.code !== 'EAGAIN') {
        failed(e);
        return;
      }
      const stream = fd === 1 ? process.stdout : process.stderr;
      if (stream.listenerCount('error') === 0) stream.on('error', failed);
      stream.write(bytes.subarray(at));
      return;
    }
  }
}
