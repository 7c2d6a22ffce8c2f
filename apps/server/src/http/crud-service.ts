import type { Filter, ListQuery } from '@mise/contract';
import type { Database } from '../db/client.ts';
import { createCrudRepository } from './crud-repository.ts';
import { isDataException } from './database-errors.ts';
import { notFound, unprocessable } from './errors.ts';
import { readListInBatches } from './list-batches.ts';
import { notACursor, readCursor, whereReadingOn, writeCursor } from './list-keyset.ts';
import { buildListSql, describeFilterable } from './list-query.ts';
import type { ResourceDefinition, Row, Values, WriteContext } from './resource.ts';
import { assertNotOwnAncestor } from './tree.ts';
import type { UploadedFile, UploadStore } from './uploads.ts';

type Actor = WriteContext['user'];

/** Rules shared by every plain resource: validation, references, files, hooks, one transaction a write. */
export function createCrudService(definition: ResourceDefinition, db: Database, uploads: UploadStore) {
  const repository = createCrudRepository(definition);
  const fileFields = Object.entries(definition.files ?? {});
  const references = Object.entries(definition.references ?? {});
  // Secrets sent blank are left as stored: the panel never has them to send back.
  const secrets = new Set(definition.secretColumns ?? []);

  function validate(values: Values, isCreate: boolean): Values {
    const schema = isCreate ? definition.schema : definition.schema.partial();
    const parsed = schema.parse(values) as Values;
    const isKept = (name: string) => secrets.has(name) && (parsed[name] == null || parsed[name] === '');
    const sent = Object.entries(parsed).filter(([name]) => !isKept(name));
    if (isCreate) return Object.fromEntries(sent);
    return Object.fromEntries(sent.filter(([name]) => name in values));
  }

  /** Saves new files first; a failed write removes them again. */
  async function storeFiles(values: Values, files: UploadedFile[]) {
    const stored: [string, string][] = [];
    for (const [name, field] of fileFields) {
      const file = files.find((candidate) => candidate.fieldName === field.formField);
      if (file) stored.push([name, await uploads.save(field, file)]);
    }
    const fileValues: Values = {};
    for (const [name] of fileFields) {
      if (values[name] === '' || values[name] === null) fileValues[name] = null;
    }
    for (const [name, fileName] of stored) fileValues[name] = fileName;
    return { fileValues, stored };
  }

  function toColumns(values: Values): Values {
    const columns: Values = { ...values };
    for (const [name, reference] of references) {
      if (!(name in columns)) continue;
      columns[reference.column.name] = columns[name];
      delete columns[name];
    }
    return columns;
  }

  async function write(actor: Actor, body: { values: Values; files: UploadedFile[] }, id?: number) {
    const isCreate = id === undefined;
    const fileNames = new Set(fileFields.map(([name]) => name));
    const plain = Object.fromEntries(Object.entries(body.values).filter(([name]) => !fileNames.has(name)));
    const values = validate(plain, isCreate);
    const { fileValues, stored } = await storeFiles(body.values, body.files);
    try {
      const outcome = await db.transaction(async (tx) => {
        const context: WriteContext = { db: tx, user: actor };
        const existing = isCreate ? undefined : await repository.findRaw(tx, id);
        if (!isCreate && !existing) throw notFound();
        const missing = await repository.missingReferences(tx, values);
        if (missing.length)
          throw unprocessable(Object.fromEntries(missing.map((name) => [name, 'messages.not_found'])));
        const { tree } = definition;
        if (tree && id !== undefined && tree.parent in values)
          await assertNotOwnAncestor(tx, { ...definition, tree }, id, values[tree.parent]);
        const prepared = definition.hooks?.beforeWrite
          ? await definition.hooks.beforeWrite(context, values, existing)
          : values;
        const columns = { ...toColumns(prepared), ...fileValues };
        let rowId = id;
        if (rowId === undefined) rowId = await repository.insert(tx, columns);
        else await repository.update(tx, rowId, columns);
        const saved = (await repository.findRaw(tx, rowId)) as Row;
        await definition.hooks?.afterWrite?.(context, saved, existing, values);
        return { rowId, existing };
      });
      for (const [name, field] of fileFields) {
        if (outcome.existing && name in fileValues) await uploads.remove(field, outcome.existing[name]);
      }
      return (await repository.findById(db, outcome.rowId)) as Row;
    } catch (error) {
      for (const [name, fileName] of stored) await uploads.remove(definition.files![name], fileName);
      throw error;
    }
  }

  function describeList(
    filters: Filter[],
    total: number,
    pageIndex: number,
    pageSize: number,
    isEstimate = false,
    nextCursor?: string,
  ) {
    return {
      pagination: {
        current_page: pageIndex,
        pages_count: Math.ceil(total / pageSize),
        items_per_page: pageSize,
        total_items: total,
        ...(isEstimate && { total_is_estimate: true as const }),
        ...(nextCursor && { next_cursor: nextCursor }),
      },
      filters,
      fields: repository.visibleFieldNames,
      filterable: describeFilterable(definition),
    };
  }

  return {
    repository,

    async list(query: ListQuery) {
      const listSql = buildListSql(definition, query);
      const { where, orderBy, filters, sort } = listSql;
      const { total, isEstimate } =
        definition.estimateCountAbove === undefined
          ? { total: await repository.count(db, where), isEstimate: false }
          : await repository.countOrEstimate(db, where, definition.estimateCountAbove);
      const { pageSize, pageIndex } = query;
      // The page before's cursor: read on from its last row rather than skip every row above.
      const after = query.after === undefined ? undefined : readCursor(sort, query.after);
      const page = await repository
        .list(db, whereReadingOn(definition, listSql, after), orderBy, sort.expression, {
          limit: pageSize,
          offset: after ? 0 : pageIndex * pageSize,
        })
        .catch((error: unknown) => {
          // Filter values are checked before they reach SQL: a value the database cannot read
          // here is the cursor's key, made up rather than handed out by a page.
          throw after && isDataException(error) ? notACursor() : error;
        });
      const nextCursor =
        page.after && page.rows.length === pageSize ? writeCursor(sort, page.after) : undefined;
      return {
        items: page.rows,
        ...describeList(filters, total, pageIndex, pageSize, isEstimate, nextCursor),
      };
    },

    /** Every matching row (`skipPagination`, CSV), read in batches for the caller to stream. */
    async listEvery(query: ListQuery) {
      const listSql = buildListSql(definition, query);
      const total = await repository.count(db, listSql.where);
      return {
        batches: readListInBatches(db, definition, repository, listSql),
        ...describeList(listSql.filters, total, 0, Math.max(total, 1)),
      };
    },

    async get(id: number) {
      const item = definition.loadItem
        ? await definition.loadItem(db, id)
        : await repository.findById(db, id);
      if (!item) throw notFound(`No ${definition.name} with id ${id}`);
      return item;
    },

    create: (actor: Actor, body: { values: Values; files: UploadedFile[] }) => write(actor, body),
    update: (actor: Actor, id: number, body: { values: Values; files: UploadedFile[] }) =>
      write(actor, body, id),

    async remove(actor: Actor, id: number) {
      const existing = await db.transaction(async (tx) => {
        const row = await repository.findRaw(tx, id);
        if (!row) throw notFound(`No ${definition.name} with id ${id}`);
        await definition.hooks?.beforeDelete?.({ db: tx, user: actor }, row);
        await repository.delete(tx, id);
        return row;
      });
      for (const [name, field] of fileFields) await uploads.remove(field, existing[name]);
    },
  };
}

export type CrudService = ReturnType<typeof createCrudService>;
