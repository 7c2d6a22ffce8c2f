import dayjs from 'dayjs';

/** Dates in lists: MM-DD-YYYY hh:mm:ss (spec part 1, section 9), on a 24-hour clock. */
export const formatListDateTime = (value: unknown) =>
  value ? dayjs(value as string).format('MM-DD-YYYY HH:mm:ss') : '';

export const formatListDate = (value: unknown) => (value ? dayjs(value as string).format('MM-DD-YYYY') : '');
