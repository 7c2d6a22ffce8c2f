/** The id in `/…/edit/{id}`: a positive whole number as the server stores it, else undefined. */
export function parseRecordId(text: string | undefined): number | undefined {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}
