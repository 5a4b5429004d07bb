import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { newContestContactKey, parseContestContactKey } from '@nft/api';

/**
 * The embedded `npm start`'s contest contact key when CONTEST_CONTACT_KEY is unset: DATA_DIR/contest-contact.key, written
 * once with a random key (mode 0600) and read on every later start, so sealed contact data stays readable for this
 * data directory. A production deployment sets CONTEST_CONTACT_KEY from its secret store instead.
 */
export async function contestContactKey(dataDir: string): Promise<Uint8Array> {
  const file = join(dataDir, 'contest-contact.key');
  try {
    return parseContestContactKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file}: ${(error as Error).message}`);
  }
  const key = newContestContactKey();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return parseContestContactKey(key);
}
