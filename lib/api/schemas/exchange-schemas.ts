/** The state's exchange of a report, as a download: the NIEM 5.2 document or the MMUCC-named JSON. */
export const exchangeFormats = ['niem', 'mmucc'] as const;
export type ExchangeFormat = (typeof exchangeFormats)[number];

export const exchangeFormatLabels: Record<ExchangeFormat, string> = {
  niem: 'NIEM XML',
  mmucc: 'MMUCC JSON',
};

/** Binary like the printed report: the token goes as `Authorization: Bearer`, never in the URL. */
export const reportExchangePath = (id: number, format: ExchangeFormat) => `/API/Report/Exchange/${id}?format=${format}`;
