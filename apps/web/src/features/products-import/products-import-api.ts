import type {
  ProductImportJob,
  ProductImportMapping,
  ProductImportPreview,
} from '@mise/contract/lite/product-import';
import { api } from '../../api/client.ts';
import { saveFile } from '../../crud/list/export-csv.ts';

const basePath = '/product/import';

function uploadForm(file: File, mapping?: ProductImportMapping) {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file);
  return form;
}

/** The server's calls for the products import (API.md: POST /api/product/import...). */
export const productsImportApi = {
  preview: (file: File, mapping?: ProductImportMapping) =>
    api.post<ProductImportPreview>(`${basePath}/preview`, uploadForm(file, mapping)),
  start: (file: File, mapping: ProductImportMapping) =>
    api
      .post<{ import: ProductImportJob }>(basePath, uploadForm(file, mapping))
      .then((answer) => answer.import),
  get: (id: number) =>
    api.get<{ import: ProductImportJob }>(`${basePath}/${id}`).then((answer) => answer.import),
  async downloadTemplate(format: 'csv' | 'xlsx', language: string) {
    const { blob, fileName } = await api.download(`${basePath}/template`, { format }, language);
    saveFile(blob, fileName);
  },
};
