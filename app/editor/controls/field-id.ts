/** The DOM id of a field: its data path, made safe for ids and CSS selectors. */
export const fieldId = (path: string) => `field-${path.replace(/\./g, '-')}`;
