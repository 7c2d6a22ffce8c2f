/**
 * Masks typing into `HH:MM`: digits only, a colon after the hours, at most four digits. A first
 * digit above 2 is read as an hour of one digit ("9" becomes "09:"), so times stay within 00-23.
 */
export function maskTime(input: string): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 0 && Number(digits[0]) > 2) digits = `0${digits}`.slice(0, 4);
  if (digits.length >= 2 && Number(digits.slice(0, 2)) > 23) digits = `23${digits.slice(2)}`;
  if (digits.length >= 3 && Number(digits[2]) > 5) digits = `${digits.slice(0, 2)}5${digits.slice(3)}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return input.length > 2 || input.endsWith(':') ? `${digits}:` : digits;
  return `${digits.slice(0, 2)}:${digits.slice(2)}`;
}
