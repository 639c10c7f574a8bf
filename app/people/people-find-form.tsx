import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  PEOPLE_SEARCH_KINDS,
  peopleFindRequestSchema,
  REASON_MAX,
  type PeopleFindInput,
  type PeopleFindRequest,
  type PeopleSearchKind,
} from '../../lib/people/people-criteria';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { FormTextField } from '../api/form-text-field';
import { showServerErrors } from '../api/server-field-errors';

const kindWords: Record<PeopleSearchKind, string> = {
  name: 'Name (and date of birth)',
  licence: 'Driver licence number',
  plate: 'Plate',
  vin: 'VIN',
};

type Form = PeopleFindInput;
const empty: Form = {
  by: 'licence',
  lastName: '',
  firstName: '',
  birthDate: '',
  licenceNumber: '',
  plate: '',
  plateState: '',
  vin: '',
  reason: '',
};
const fields = Object.keys(empty);

/**
 * The search form of the people and vehicles screen: what to search by, its fields, and the
 * reason, each checked by the shared schema before anything is sent; the server's refusal is put
 * at its field the same way.
 */
export function PeopleFindForm({ onFind }: { onFind: (request: PeopleFindRequest) => Promise<void> }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, PeopleFindRequest>({
    resolver: zodResolver(peopleFindRequestSchema),
    defaultValues: empty,
  });
  const by = useWatch({ control, name: 'by' });

  const submit = handleSubmit(async (request) => {
    try {
      await onFind(request);
    } catch (e) {
      showServerErrors(e, setError, { fallback: 'The search could not be made.', fields });
    }
  });
  const text = (name: Exclude<keyof Form, 'by'>, label: string, extra: { type?: 'date'; hint?: string } = {}) => (
    <FormTextField control={control} name={name} label={label} autoComplete="off" {...extra} />
  );

  return (
    <form
      role="search"
      aria-label="Find people and vehicles"
      className="flex flex-col gap-3 rounded border border-line bg-panel p-4"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
        <Controller
          control={control}
          name="by"
          render={({ field }) => (
            <SelectField
              label="Search by"
              value={field.value}
              onChange={field.onChange}
              options={PEOPLE_SEARCH_KINDS.map((k) => ({ value: k, label: kindWords[k] }))}
            />
          )}
        />
        {by === 'name' && (
          <>
            {text('lastName', 'Last name', { hint: 'Its beginning will do' })}
            {text('firstName', 'First name')}
            {text('birthDate', 'Date of birth', { type: 'date' })}
          </>
        )}
        {by === 'licence' && text('licenceNumber', 'Licence number')}
        {by === 'plate' && (
          <>
            {text('plate', 'Plate')}
            {text('plateState', 'Plate state', { hint: 'Two letters, e.g. IN' })}
          </>
        )}
        {by === 'vin' && text('vin', 'VIN')}
      </div>
      {text('reason', 'Reason for the look-up', {
        hint: `Required, kept in the access log with your search: a case number or why (up to ${REASON_MAX} characters).`,
      })}
      {errors.root && <Alert tone="error">{errors.root.message}</Alert>}
      <div>
        <Button type="submit" busy={isSubmitting}>
          Find
        </Button>
      </div>
    </form>
  );
}
