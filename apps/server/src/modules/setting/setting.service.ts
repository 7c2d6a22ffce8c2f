import { messageKeys, type SessionUser } from '@mise/contract';
import {
  getSettingDefinition,
  type ImageSettingName,
  imageSettingFiles,
  isSettingName,
  type SettingItem,
  type SettingName,
  type SettingValues,
  settingNames,
  settingsImageFolder,
} from '@mise/contract/settings';
import type { Database, Executor } from '../../db/client.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { FileField } from '../../http/resource.ts';
import type { UploadStore } from '../../http/uploads.ts';
import { applyPhoneRegion } from './phone-region.ts';
import { decodeSetting, encodeSetting } from './setting.codec.ts';
import { settingRepository } from './setting.repository.ts';
import { readSettingChanges, type SettingsInput } from './setting-input.ts';
import { presentSetting } from './setting-secrets.ts';

type Viewer = Pick<SessionUser, 'role'>;
type Loaded = { ids: Map<SettingName, number>; values: Map<SettingName, unknown> };

const imageField = (name: ImageSettingName): FileField => ({
  folder: settingsImageFolder,
  formField: imageSettingFiles[name],
  kind: 'image',
});

/** Every known setting: the stored value where there is one, else the registry's default. */
async function loadSettings(db: Executor): Promise<Loaded> {
  const ids = new Map<SettingName, number>();
  const values = new Map<SettingName, unknown>(
    settingNames.map((name) => [name, getSettingDefinition(name).default]),
  );
  for (const row of await settingRepository.findAll(db)) {
    if (!isSettingName(row.name)) continue; // a row of an older version: kept, not shown
    ids.set(row.name, row.id);
    values.set(row.name, decodeSetting(getSettingDefinition(row.name), row.value));
  }
  return { ids, values };
}

/** One setting's current value, for other modules (e.g. the currency of an export). */
export async function readSetting<Name extends SettingName>(
  db: Executor,
  name: Name,
): Promise<SettingValues[Name]> {
  const definition = getSettingDefinition(name);
  const [row] = await settingRepository.findByNames(db, [name]);
  return (row ? decodeSetting(definition, row.value) : definition.default) as SettingValues[Name];
}

export function createSettingService(db: Database, uploads: UploadStore) {
  function present(loaded: Loaded, name: SettingName, viewer: Viewer): SettingItem {
    const definition = getSettingDefinition(name);
    return presentSetting(
      { id: loaded.ids.get(name) ?? null, name, definition, value: loaded.values.get(name) },
      viewer,
    );
  }

  async function list(viewer: Viewer): Promise<SettingItem[]> {
    const loaded = await loadSettings(db);
    return settingNames.map((name) => present(loaded, name, viewer));
  }

  return {
    list,

    async get(viewer: Viewer, name: string): Promise<SettingItem> {
      if (!isSettingName(name)) throw notFound(`No setting named ${name}`);
      return present(await loadSettings(db), name, viewer);
    },

    /**
     * Back to the default: the only way to remove a write-only credential, since a save that
     * leaves one empty keeps it. Images and settings other rules depend on are not reset here.
     */
    async reset(name: string): Promise<void> {
      if (!isSettingName(name)) throw notFound(`No setting named ${name}`);
      if (!getSettingDefinition(name).isWriteOnly)
        throw unprocessable(
          { [name]: messageKeys.invalid },
          'Only write-only credentials are reset this way',
        );
      await settingRepository.deleteByName(db, name);
    },

    /** Validates everything first, stores new images, writes all values in one transaction. */
    async save(viewer: Viewer, input: SettingsInput): Promise<SettingItem[]> {
      const before = await loadSettings(db);
      const changes = readSettingChanges(input, before.values, viewer);
      const storedFiles: [ImageSettingName, string][] = [];
      try {
        for (const [name, file] of changes.files)
          storedFiles.push([name, await uploads.save(imageField(name), file)]);
        const values = new Map([...changes.values, ...storedFiles]);
        await db.transaction(async (tx) => {
          for (const [name, value] of values) {
            await settingRepository.upsert(tx, name, encodeSetting(getSettingDefinition(name), value));
          }
        });
        if (values.has('country')) applyPhoneRegion(values.get('country'));
        for (const name of Object.keys(imageSettingFiles) as ImageSettingName[]) {
          const previous = before.values.get(name);
          if (values.has(name) && values.get(name) !== previous)
            await uploads.remove(imageField(name), previous);
        }
      } catch (error) {
        for (const [name, fileName] of storedFiles) await uploads.remove(imageField(name), fileName);
        throw error;
      }
      return list(viewer);
    },
  };
}

export type SettingService = ReturnType<typeof createSettingService>;
