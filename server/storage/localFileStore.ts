import { mkdir, open, readFile, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore, OpenedFile } from './fileStore';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one folder of this machine (DATA_DIR/files): one instance, or several sharing a network disk. */
export const localFileStore = (folder: string): FileStore => {
  const pathOf = (name: string) => path.join(folder, name);
  return {
    async put(name, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(pathOf(name), bytes, { flag: 'wx' });
    },
    async open(name, headBytes): Promise<OpenedFile | null> {
      let handle: FileHandle;
      try {
        handle = await open(pathOf(name), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const head = Buffer.alloc(headBytes);
        const { bytesRead } = await handle.read(head, 0, headBytes, 0);
        // The open handle keeps the bytes readable even if a replacement deletes the file meanwhile; the
        // stream closes it when done or when the client goes away.
        return { size, head: head.subarray(0, bytesRead), body: handle.createReadStream({ start: 0 }) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async read(name) {
      try {
        return await readFile(pathOf(name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(name) {
      try {
        return (await stat(pathOf(name))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(pathOf(name), { force: true })));
    },
  };
};
