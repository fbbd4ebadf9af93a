/**
 * The CLI's V8 code cache on disk (used by src/cli/launch.ts): where it lives, and a file
 * format that refuses anything but the cache this build wrote. By default V8 does not check
 * the bytes of a code cache it is given (only their length, its own version and its flags),
 * and a damaged one crashes the process, every run, until the file goes; the loader turns
 * on V8's own checksum of code caches (`--verify-snapshot-checksum`), so that V8 refuses a
 * damaged one instead. Each file starts with a header: a magic line, then the size and
 * modification time of the bundle it was made from (a bundle edited in place, even to the
 * same length, makes it stale). Only a regular file of sane size is read: a FIFO or a link to
 * a device at the path would block or never end.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';

const MAGIC = Buffer.from('botc-solver v8 code cache 2\n');
/** Magic, then the bundle's size and modification time (ms), 8 bytes each. */
const HEADER = MAGIC.length + 16;
/** A cache is about 0.5 MB; a file far larger is not one of ours. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Caches kept in the folder, newest first (several installed builds each keep theirs). */
const KEEP = 4;
/** A `.part` file older than this was left by a run that was killed while writing. */
const PART_STALE_MS = 10 * 60 * 1000;

/**
 * What became of the cache this run: `used`, or why not: `absent`; `unreadable` (not a
 * regular file, too big, no access); `untrusted` (the file or its folder belongs to another
 * user or any user may write it); `damaged` (not our header); `stale` (made from another
 * bundle file); `refused` by V8 (another Node or other flags, or bytes that fail its checksum).
 */
export type CacheState = 'used' | 'absent' | 'unreadable' | 'untrusted' | 'damaged' | 'stale' | 'refused';

/**
 * The cache folder: `$XDG_CACHE_HOME/botc-solver`, else `~/.cache/botc-solver`; null when
 * `NODE_DISABLE_COMPILE_CACHE` is set or no absolute folder is known (a relative
 * XDG_CACHE_HOME is ignored, as the XDG spec says; an empty or missing home gives none).
 */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_DISABLE_COMPILE_CACHE) return null;
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, 'botc-solver');
  let home: string;
  try {
    home = homedir();
  } catch {
    return null; // no HOME and no passwd entry
  }
  return home && isAbsolute(home) ? join(home, '.cache', 'botc-solver') : null;
}

/**
 * A code cache is code: whoever can write it runs their code in the next run. The checks
 * here and V8's checksum are for accidental damage; against other users, a file or folder
 * that another user owns or that any user may write (a shared XDG_CACHE_HOME, say) is not
 * read. POSIX only (Windows has no uid here).
 */
function ownedSafely(info: Stats): boolean {
  const uid = process.getuid?.();
  return uid === undefined || (info.uid === uid && (info.mode & 0o002) === 0);
}

function header(bundle: Stats): Buffer {
  const out = Buffer.alloc(HEADER);
  MAGIC.copy(out, 0);
  out.writeDoubleLE(bundle.size, MAGIC.length);
  out.writeDoubleLE(bundle.mtimeMs, MAGIC.length + 8);
  return out;
}

/**
 * The V8 data of the cache at `file` made from the bundle `bundle` describes, or why there is
 * none to use. Whether the data itself is whole, V8 decides (its checksum; see the file comment).
 */
export function readCache(file: string, bundle: Stats): { data: Buffer } | { state: CacheState } {
  let bytes: Buffer;
  try {
    const info = statSync(file);
    if (!info.isFile() || info.size > MAX_BYTES) return { state: 'unreadable' };
    if (!ownedSafely(info) || !ownedSafely(statSync(dirname(file)))) return { state: 'untrusted' };
    bytes = readFileSync(file);
  } catch (error) {
    return { state: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : 'unreadable' };
  }
  if (bytes.length <= HEADER || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return { state: 'damaged' };
  if (!bytes.subarray(0, HEADER).equals(header(bundle))) return { state: 'stale' };
  return { data: bytes.subarray(HEADER) };
}

/**
 * Writes the cache whole or not at all (another run may read it meanwhile: a `.part` file
 * renamed into place), then tidies the folder: the KEEP newest caches stay, and `.part`
 * files a killed run left. Returns the error that stopped it, or null; it never throws.
 */
export function writeCache(dir: string, file: string, data: Buffer, bundle: Stats): unknown {
  const part = `${file}.${process.pid}.part`;
  try {
    makeDir(dir);
    // Not into a folder another user could swap files in: the next run would not read it.
    if (!ownedSafely(statSync(dir))) return new Error(`${dir} belongs to another user or any user may write it`);
    writeFileSync(part, Buffer.concat([header(bundle), data]), { mode: 0o600 });
    renameSync(part, file);
  } catch (error) {
    try { unlinkSync(part); } catch { /* never written */ }
    return error;
  }
  tidy(dir);
  return null;
}

/**
 * The cache folder and, when missing, its parent (`~/.cache` on a new account), private as
 * the XDG spec asks whatever the umask (a folder others may write is refused after). Not
 * `recursive: true`: Node 20's recursive mkdir loops forever where mkdir says ENOENT under a
 * parent that exists (procfs, e.g. XDG_CACHE_HOME=/proc/self), and a deeper missing path
 * is a mistake to report, not to build. Throws what mkdir throws.
 */
function makeDir(dir: string): void {
  const make = (path: string) => {
    try {
      mkdirSync(path, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  };
  try {
    make(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    make(dirname(dir));
    make(dir);
  }
}

/** Another run may tidy at the same time: every step may fail, and none matters. */
function tidy(dir: string): void {
  const caches: { path: string; mtime: number }[] = [];
  let names: string[] = [];
  try { names = readdirSync(dir); } catch { return; }
  const now = Date.now();
  for (const name of names) {
    const path = join(dir, name);
    try {
      const { mtimeMs } = statSync(path);
      if (name.endsWith('.v8cache')) caches.push({ path, mtime: mtimeMs });
      else if (name.endsWith('.part') && now - mtimeMs > PART_STALE_MS) unlinkSync(path);
    } catch { /* gone already */ }
  }
  caches.sort((a, b) => b.mtime - a.mtime);
  for (const { path } of caches.slice(KEEP)) {
    try { unlinkSync(path); } catch { /* gone already */ }
  }
}
