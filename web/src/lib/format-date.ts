const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const utcDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * Spec core §9: dates display as 'Mon D, YYYY'. A bare calendar date
 * ('2025-05-13') is that day everywhere; a timestamp is shown in local time.
 */
export const formatDate = (value: string): string => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return (/^\d{4}-\d{2}-\d{2}$/.test(value) ? utcDateFormat : dateFormat).format(date);
};
