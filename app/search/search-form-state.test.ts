import { describe, expect, it } from 'vitest';
import { advancedSearchCriteriaSchema } from '../../lib/search/search-criteria';
import { criteriaOf, emptySearchForm, fieldsOf, formOf } from './search-form-state';

describe('the advanced search form as a request', () => {
  it('leaves every blank field out, so an empty form searches the last 90 days of everything', () => {
    const parsed = advancedSearchCriteriaSchema.parse(criteriaOf(emptySearchForm));
    expect(parsed).toMatchObject({ caseNumber: undefined, injury: undefined, fatality: undefined, status: undefined });
  });

  it('turns the yes/no choices and the status into what the server filters on', () => {
    const parsed = advancedSearchCriteriaSchema.parse(
      criteriaOf({ ...emptySearchForm, injury: 'yes', fatality: 'no', status: '4', streetPrefix: 'meri' }),
    );
    expect(parsed).toMatchObject({ injury: true, fatality: false, status: 4, streetPrefix: 'meri' });
  });
});

describe('the advanced search form in its address', () => {
  it('keeps the fields typed and reads them back into the same form', () => {
    const form = { ...emptySearchForm, caseNumber: 'C-9', injury: 'no' as const, countyCode: '49' };
    expect(fieldsOf(form)).toEqual({ caseNumber: 'C-9', injury: 'no', countyCode: '49' });
    expect(formOf(fieldsOf(form))).toEqual(form);
  });

  it('takes a yes/no the form cannot hold as "any", and ignores names the form lacks', () => {
    expect(formOf({ injury: 'maybe', fatality: 'yes', password: 'x' })).toEqual({
      ...emptySearchForm,
      fatality: 'yes',
    });
  });
});
