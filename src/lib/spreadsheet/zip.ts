/**
 * A zip reader for spreadsheets that holds every limit while it inflates: the archive's own claims about
 * sizes are never trusted, so a zip bomb is stopped after the allowed number of bytes, not after the
 * machine's memory is gone.
 */
import { Inflate } from 'fflate';
import { SheetReadError } from './cells';
import type { Deadline } from './deadline';

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Small pieces keep what one push can inflate to a few megabytes, however well the data compresses. */
const INFLATE_CHUNK = 4096;

export const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export interface ZipLimits {
  entryBytes: number;
  totalBytes: number;
}

export class ZipArchive {
  private readonly view: DataView;
  private readonly entries = new Map<string, ZipEntry>();
  private inflatedTotal = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: ZipLimits,
    private readonly deadline: Deadline,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.readCentralDirectory();
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  private u16(offset: number): number {
    if (offset + 2 > this.bytes.length) throw new SheetReadError('unreadable');
    return this.view.getUint16(offset, true);
  }

  private u32(offset: number): number {
    if (offset + 4 > this.bytes.length) throw new SheetReadError('unreadable');
    return this.view.getUint32(offset, true);
  }

  private readCentralDirectory(): void {
    // The end record is in the last 22 bytes plus a comment of at most 65,535 bytes.
    const lowest = Math.max(0, this.bytes.length - 22 - 0xffff);
    let end = -1;
    for (let offset = this.bytes.length - 22; offset >= lowest; offset -= 1) {
      if (this.u32(offset) === END_OF_CENTRAL_DIRECTORY) {
        end = offset;
        break;
      }
    }
    if (end < 0) throw new SheetReadError('unreadable');
    const count = this.u16(end + 10);
    let offset = this.u32(end + 16);
    const decoder = new TextDecoder();
    for (let index = 0; index < count; index += 1) {
      if (this.u32(offset) !== CENTRAL_DIRECTORY_HEADER) throw new SheetReadError('unreadable');
      const nameLength = this.u16(offset + 28);
      const extraLength = this.u16(offset + 30);
      const commentLength = this.u16(offset + 32);
      const nameStart = offset + 46;
      if (nameStart + nameLength > this.bytes.length) throw new SheetReadError('unreadable');
      const name = decoder.decode(this.bytes.subarray(nameStart, nameStart + nameLength)).replace(/\\/g, '/');
      this.entries.set(name.replace(/^\//, ''), {
        name,
        method: this.u16(offset + 10),
        compressedSize: this.u32(offset + 20),
        localHeaderOffset: this.u32(offset + 42),
      });
      offset = nameStart + nameLength + extraLength + commentLength;
    }
  }

  /** The entry's bytes, inflated within the limits; null when the archive has no such entry. */
  read(name: string): Uint8Array | null {
    const entry = this.entries.get(name.replace(/^\//, ''));
    if (!entry) return null;
    const local = entry.localHeaderOffset;
    if (this.u32(local) !== LOCAL_FILE_HEADER) throw new SheetReadError('unreadable');
    const start = local + 30 + this.u16(local + 26) + this.u16(local + 28);
    const end = start + entry.compressedSize;
    if (end > this.bytes.length) throw new SheetReadError('unreadable');
    const compressed = this.bytes.subarray(start, end);
    if (entry.method === STORED) {
      this.count(compressed.length);
      return compressed;
    }
    if (entry.method !== DEFLATED) throw new SheetReadError('unreadable');
    return this.inflate(compressed);
  }

  /** The entry as UTF-8 text (every part of an .xlsx is XML in UTF-8). */
  readText(name: string): string | null {
    const bytes = this.read(name);
    return bytes ? new TextDecoder().decode(bytes) : null;
  }

  private count(bytes: number, entrySoFar = bytes): void {
    this.inflatedTotal += bytes;
    if (entrySoFar > this.limits.entryBytes) throw new SheetReadError('entryTooLarge');
    if (this.inflatedTotal > this.limits.totalBytes) throw new SheetReadError('uncompressedTooLarge');
  }

  private inflate(compressed: Uint8Array): Uint8Array {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let failure: unknown = null;
    const inflater = new Inflate((chunk) => {
      if (failure) return;
      try {
        size += chunk.length;
        this.count(chunk.length, size);
        chunks.push(chunk);
      } catch (error) {
        failure = error;
      }
    });
    try {
      for (let offset = 0; offset < compressed.length && !failure; offset += INFLATE_CHUNK) {
        const last = offset + INFLATE_CHUNK >= compressed.length;
        inflater.push(compressed.subarray(offset, offset + INFLATE_CHUNK), last);
        this.deadline.check();
      }
    } catch (error) {
      if (error instanceof SheetReadError) throw error;
      throw new SheetReadError('unreadable');
    }
    if (failure) throw failure;
    const out = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}
