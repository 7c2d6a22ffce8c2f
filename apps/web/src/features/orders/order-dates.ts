import dayjs from 'dayjs';

/** Spec part 2: the order's creation as dd-MM-yyyy H:mm:ss. */
export const formatPlacedAt = (value: string) => dayjs(value).format('DD-MM-YYYY H:mm:ss');

/** Spec part 2: the delivery term as yyyy-MM-dd HH:mm. */
export const formatDeliveryTerm = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm');

/** History entries: the date and time to the minute. */
export const formatHistoryTime = (value: string) => dayjs(value).format('DD-MM-YYYY HH:mm');
