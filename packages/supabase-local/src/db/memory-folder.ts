// Where a database that lives "in memory" keeps its folder. A PGlite or PostgreSQL data folder is about a
// thousand files: on a disk file system each one created costs the kernel a journal entry (creating a copy of
// a prepared database took 0.44 to 0.8 core-seconds on ext4 here, against 0.04 on tmpfs). So a folder that
// goes away with its process is made on a file system in RAM (Linux's /dev/shm) when there is one with room,
// and in the system's temporary folder otherwise.
import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** The RAM-backed folder tried first. */
export const ramFolder = '/dev/shm';

/**
 * Room a RAM folder must have free to be used: a few databases of about 30 MB each and their growth, with
 * margin (a container's /dev/shm is often 64 MB, too small to share).
 */
export const ramFolderMinFreeBytes = 1024 * 1024 * 1024;

/** Free bytes of the file system holding `folder`, or 0 when it cannot be read. */
function freeBytes(folder: string): number {
  try {
    const stats = statfsSync(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return 0;
  }
}

function writable(folder: string): boolean {
  try {
    accessSync(folder, constants.W_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The parent folder for temporary databases and other throwaway folders of many files: `candidate` (the RAM
 * folder) when it is writable with `minFree` bytes free, else the system's temporary folder.
 */
export function memoryTmpdir(candidate = ramFolder, minFree = ramFolderMinFreeBytes): string {
  if (writable(candidate) && freeBytes(candidate) >= minFree) return candidate;
  return tmpdir();
}
