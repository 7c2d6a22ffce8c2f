import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The smallest images of each accepted kind, for upload tests. */
export const sampleImages = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(32),
  ]),
};

// Real 2-second 64x64 clips (made once with ffmpeg), shared with the end-to-end specs.
const fixtures = path.resolve(import.meta.dirname, '../../../../e2e/fixtures');

/** A WebM and an MP4 video of a few KB, for upload and range tests. */
export const sampleVideos = {
  webm: readFileSync(path.join(fixtures, 'story.webm')),
  mp4: readFileSync(path.join(fixtures, 'story.mp4')),
};

export type Upload = { bytes: Buffer; name: string; type?: string };

/** A multipart body as the panel sends it: text fields and named files. */
export function multipartForm(fields: Record<string, string>, files: Record<string, Upload> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.set(
      name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}
