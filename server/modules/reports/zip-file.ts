// Zip archives, streamed (the report by email zips a large CSV; its xlsx is a zip of XML parts
// whose sheet is written as its rows are read): each entry deflated by node:zlib as it is read,
// its CRC-32 and sizes written after its data (a data descriptor), so that neither an entry nor
// the archive is ever held in memory. Plain zip without ZIP64, so at most 4 GiB either way, far
// above what a mail may carry; entry names are UTF-8.
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished, pipeline } from 'node:stream/promises';
import { Readable, Transform, type Writable } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** Sizes and CRC follow the data (bit 3); the name is UTF-8 (bit 11). */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;
const LIMIT = 0xffffffff;

/** DOS date and time of a moment (local fields as zip tools read them; UTC here). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

export interface ZipEntry {
  name: string;
  /** The entry's bytes: text (UTF-8) or chunks read as they come (a file's stream, a generator). */
  content: string | Buffer | Readable | AsyncIterable<string | Buffer>;
}

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
  compressed: number;
}

/** Writes the archive of `entries` to `output`, in order, and ends it (resolves once it is
 * finished and closed) to its size. `level`: zlib's, 1 (fastest) to 9 (smallest). */
export async function writeZip(output: Writable, entries: readonly ZipEntry[], { level = 6, at = new Date() } = {}): Promise<number> {
  const { time, date } = dosTime(at);
  const written: Written[] = [];
  let offset = 0;
  const write = async (bytes: Buffer) => {
    offset += bytes.length;
    if (!output.write(bytes)) await once(output, 'drain');
  };
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt16LE(name.length, 26);
    const done: Written = { name, offset, crc: 0, size: 0, compressed: 0 };
    await write(Buffer.concat([local, name]));
    const measureInput = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        done.crc = crc32(chunk, done.crc);
        done.size += chunk.length;
        next(null, chunk);
      },
    });
    // A generator's chunks are read one at a time (a stream of objects would read 16 ahead).
    const content = entry.content;
    const source = typeof content === 'string' || Buffer.isBuffer(content) ? [Buffer.from(content)] : content instanceof Readable ? content : Readable.from(content, { highWaterMark: 1 });
    // The output stays out of the pipeline: it is not ended, and takes no listeners per entry.
    await pipeline(source, measureInput, createDeflateRaw({ level }), async (deflated: AsyncIterable<Buffer>) => {
      for await (const chunk of deflated) {
        done.compressed += chunk.length;
        if (!output.write(chunk)) await once(output, 'drain');
      }
    });
    offset += done.compressed;
    if (done.size >= LIMIT || offset >= LIMIT) throw new Error('the file is too large for a zip without ZIP64');
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(done.crc >>> 0, 4);
    descriptor.writeUInt32LE(done.compressed, 8);
    descriptor.writeUInt32LE(done.size, 12);
    await write(descriptor);
    written.push(done);
  }

  const directoryOffset = offset;
  const central = written.map((entry) => {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.compressed, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  });
  const directoryBytes = central.reduce((sum, header) => sum + header.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(directoryBytes, 12);
  end.writeUInt32LE(directoryOffset, 16);
  await finished(output.end(Buffer.concat([...central, end])));
  return directoryOffset + directoryBytes + end.length;
}

/** Writes `target`, a zip archive holding `source` as `entryName`; resolves to its size. */
export async function zipFile(source: string, target: string, entryName: string, at = new Date()): Promise<number> {
  return writeZip(createWriteStream(target), [{ name: entryName, content: createReadStream(source) }], { at });
}
