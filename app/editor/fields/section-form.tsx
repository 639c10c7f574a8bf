import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import type { SectionDefinition } from '../../../lib/forms/definition-schema';
import { getAt, isEmptyValue } from '../../../lib/forms/paths';
import { sectionFieldsSchema } from '../../../lib/validation/report-schema';
import { afterNextPaint } from '../session/after-paint';
import { useEditor } from '../session/editor-store';

type Values = Record<string, unknown>;

const itemOf = (data: unknown, path: string): Values => {
  const item = getAt(data, path);
  return item !== null && typeof item === 'object' && !Array.isArray(item) ? (item as Values) : {};
};

/**
 * One react-hook-form form per section item, checked by the lib zod schema of its fields as the
 * officer types. The editor store stays the document (IndexedDB, autosave, UI rules, lookups):
 * fields write to both, and values the store gets from elsewhere (a lookup, a rule's effect, a
 * restored draft) are copied into the form here, so the two never disagree.
 */
export function useSectionForm(section: SectionDefinition, path: string): UseFormReturn<Values> {
  const resolver = useMemo(() => zodResolver(sectionFieldsSchema(section)), [section]);
  const form = useForm<Values>({
    mode: 'onChange',
    resolver,
    defaultValues: itemOf(useEditor.getState().data, path),
  });

  useEffect(() => {
    const keys = section.fields.map((f) => f.key);
    // The same component may be handed another item (Unit 1 -> Unit 2): start from that item's values.
    form.reset(itemOf(useEditor.getState().data, path));
    // Values already saved are checked as soon as the section is on screen, so a bad one loaded
    // from the server shows its error; after the first paint, which need not wait for them.
    let mounted = true;
    const filled = keys.filter((k) => !isEmptyValue(getAt(useEditor.getState().data, `${path}.${k}`)));
    if (filled.length) afterNextPaint(() => mounted && void form.trigger(filled));
    const unsubscribe = useEditor.subscribe((state, previous) => {
      const item = getAt(state.data, path);
      if (item === getAt(previous.data, path)) return;
      const next = itemOf(state.data, path);
      const changed = keys.filter((k) => next[k] !== form.getValues(k));
      for (const key of changed) form.setValue(key, next[key], { shouldValidate: !isEmptyValue(next[key]) });
      for (const key of changed) if (isEmptyValue(next[key])) form.clearErrors(key);
    });
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, [form, section, path]);

  return form;
}

export function SectionForm({ form, children }: { form: UseFormReturn<Values>; children: ReactNode }) {
  return <FormProvider {...form}>{children}</FormProvider>;
}
