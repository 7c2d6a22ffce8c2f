import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** The smallest valid PNG: one opaque pixel (base64), for uploads where the picture does not matter. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, checksum]);
}

/**
 * A real RGB PNG of a diagonal gradient between two colours (`[r, g, b]`), big enough to be seen
 * in a preview and in screenshots.
 */
export function gradientPng(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x++) {
      const share = (x / Math.max(1, width - 1) + y / Math.max(1, height - 1)) / 2;
      for (let channel = 0; channel < 3; channel++) {
        row[1 + x * 3 + channel] = Math.round(from[channel] + (to[channel] - from[channel]) * share);
      }
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Writes the bytes to a file in the system temp folder and returns its path; the file goes when the
 * process that wrote it exits (every run used to leave its pictures behind).
 */
export function writeTempFile(name: string, bytes: Buffer): string {
  const path = join(tmpdir(), `mise-e2e-${process.pid}-${name}`);
  writeFileSync(path, bytes);
  process.once('exit', () => rmSync(path, { force: true }));
  return path;
}
