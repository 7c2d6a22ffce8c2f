import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors.ts';
import type { FileField } from './resource.ts';

const acceptedTypes: Record<FileField['kind'], { mimes: string[]; label: string }> = {
  image: { mimes: ['image/png', 'image/gif', 'image/jpeg'], label: 'a PNG, GIF or JPEG image' },
  video: { mimes: ['video/webm', 'video/mp4'], label: 'a WebM or MP4 video' },
};

const kindFolder: Record<FileField['kind'], string> = { image: 'images', video: 'videos' };

export type UploadedFile = {
  fieldName: string;
  buffer: Buffer;
  /** As the client named it; never trusted for the type. */
  fileName?: string;
};

/** Stores uploads under `{root}/images/{folder}` or `{root}/videos/{folder}`, trusting only their bytes. */
export class UploadStore {
  constructor(readonly root: string) {}

  async save(field: FileField, file: UploadedFile): Promise<string> {
    const detected = await fileTypeFromBuffer(file.buffer);
    const accepted = acceptedTypes[field.kind];
    if (!detected || !accepted.mimes.includes(detected.mime)) {
      throw new AppError(415, `${file.fieldName} must be ${accepted.label}`, {
        [file.fieldName]: 'messages.unsupported_file',
      });
    }
    const name = `${randomUUID()}.${detected.ext}`;
    const folder = this.folderOf(field);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, name), file.buffer);
    return name;
  }

  async remove(field: FileField, name: unknown) {
    if (typeof name !== 'string' || !/^[\w-]+\.\w+$/.test(name)) return;
    await rm(path.join(this.folderOf(field), name), { force: true });
  }

  private folderOf(field: FileField) {
    return path.join(this.root, kindFolder[field.kind], field.folder);
  }
}
