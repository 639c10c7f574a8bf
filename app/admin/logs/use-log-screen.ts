import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLoaderData, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { logAddress, useLogPosition, type LogAnswer } from './log-address';

/**
 * A log screen: the page its loader read, its filter form (checked by `resolver`), Newer and
 * Older. Filtering writes the filters into the address and starts again at the newest page;
 * Back or Forward to other filters shows them in the form as they were applied.
 */
export function useLogScreen<K extends string, E>(resolver: Resolver<Record<K, string>>, noFilters: Record<K, string>) {
  const answer = useLoaderData<LogAnswer<K, E>>();
  const { filters, log } = answer;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = navigation.state === 'loading' || revalidator.state === 'loading';
  const position = useLogPosition(log?.nextBeforeId);
  const form = useForm<Record<K, string>>({
    resolver,
    defaultValues: filters as DefaultValues<Record<K, string>>,
  });
  const { handleSubmit, getValues, reset } = form;
  const checked: FieldErrors<Record<string, string>> = form.formState.errors;

  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    reset(filters);
    // `filtersKey` stands for `filters`, a new object on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filtersKey]);

  return {
    answer,
    log,
    loading,
    ...position,
    control: form.control,
    /** The form's own check first; what the loader found wrong in an address typed by hand after. */
    errorOf: (key: K): string | undefined => checked[key]?.message ?? answer.fieldErrors?.[key],
    apply: handleSubmit(() => void navigate({ search: logAddress(getValues()) })),
    clear: () => {
      reset(noFilters);
      void navigate({ search: logAddress(noFilters) });
    },
    refresh: () => void revalidator.revalidate(),
  };
}
