import { api, type QueryParams } from '../../api/client.ts';

/** Every row of the list as it is filtered, searched and sorted, saved as a CSV file. */
export async function exportCsv(resourceName: string, query: QueryParams, language: string) {
  const { pageIndex: _page, pageSize: _size, ...listQuery } = query;
  const { blob, fileName } = await api.download(
    `/${resourceName}`,
    { ...listQuery, format: 'csv' },
    language,
  );
  saveFile(blob, fileName);
}

/** Hands a downloaded file to the browser's "save" as if a link to it had been clicked. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
