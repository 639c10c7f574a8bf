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
