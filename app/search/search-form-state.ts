import type { AdvancedSearchCriteria } from '../../lib/search/search-criteria';

/** The advanced search form as typed: every field a string, '' meaning "any". */
export interface SearchForm {
  caseNumber: string;
  dateFrom: string;
  dateTo: string;
  countyCode: string;
  municipalityCode: string;
  streetPrefix: string;
  crashTypeCode: string;
  injury: '' | 'yes' | 'no';
  fatality: '' | 'yes' | 'no';
  officer: string;
  status: string;
  agencyOri: string;
}

export const emptySearchForm: SearchForm = {
  caseNumber: '',
  dateFrom: '',
  dateTo: '',
  countyCode: '',
  municipalityCode: '',
  streetPrefix: '',
  crashTypeCode: '',
  injury: '',
  fatality: '',
  officer: '',
  status: '',
  agencyOri: '',
};

const yesNo = (v: '' | 'yes' | 'no') => (v === '' ? undefined : v === 'yes');

/** The request the form stands for; blank strings are left for the shared schema to drop. */
export function criteriaOf(form: SearchForm): Partial<Record<keyof AdvancedSearchCriteria, unknown>> {
  return {
    ...form,
    injury: yesNo(form.injury),
    fatality: yesNo(form.fatality),
    status: form.status === '' ? undefined : Number(form.status),
  };
}

/** The advanced form's field names, which its address may hold. */
export const searchFormFields = Object.keys(emptySearchForm) as (keyof SearchForm)[];

const yesNoOf = (v: string | undefined): SearchForm['injury'] => (v === 'yes' || v === 'no' ? v : '');

/** The form as an address holds it: a field it lacks is blank, and a yes/no it cannot be is "any". */
export function formOf(fields: Record<string, string>): SearchForm {
  const form = { ...emptySearchForm };
  for (const field of searchFormFields) form[field] = (fields[field] ?? '') as never;
  return { ...form, injury: yesNoOf(fields.injury), fatality: yesNoOf(fields.fatality) };
}

/** The form's fields an address keeps: those not blank. */
export function fieldsOf(form: SearchForm): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== ''));
}
