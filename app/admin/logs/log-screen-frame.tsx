import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { Ribbon } from '../../layout/ribbon';
import { LogFilterForm } from './log-filter-form';
import { LogPager } from './log-pager';
import type { useLogScreen } from './use-log-screen';

type Screen = Pick<
  ReturnType<typeof useLogScreen>,
  'answer' | 'loading' | 'page' | 'newer' | 'older' | 'apply' | 'clear' | 'refresh'
> & { log?: { events: unknown[] } | undefined };

/**
 * What every log screen shows around its table: the title with Refresh, the filter form
 * (`filters` its fields), the refusal or the wait, "nothing matches", and the pager below the
 * table (`children`), all named by `words`.
 */
export function LogScreenFrame({
  screen,
  words,
  gridClassName,
  filters,
  tools,
  children,
}: {
  screen: Screen;
  words: { title: string; filter: string; loading: string; none: string; section: string; pages: string };
  gridClassName: string;
  filters: ReactNode;
  /** What works on the rows the filters found (an export), above the table when there are some. */
  tools?: ReactNode;
  children: ReactNode;
}) {
  const { answer, log, loading } = screen;
  return (
    <>
      <Ribbon
        title={words.title}
        actions={
          <Button variant="secondary" onClick={screen.refresh} busy={loading}>
            Refresh
          </Button>
        }
      />
      <div className="flex flex-col gap-4 p-4">
        <LogFilterForm
          label={words.filter}
          gridClassName={gridClassName}
          busy={loading}
          onSubmit={(e: FormEvent<HTMLFormElement>) => void screen.apply(e)}
          onClear={screen.clear}
        >
          {filters}
        </LogFilterForm>
        {answer.error && <Alert tone="error">{answer.error}</Alert>}
        {!log && !answer.error && !answer.fieldErrors && <Spinner label={words.loading} />}
        {log && log.events.length === 0 && <p className="text-muted">{words.none}</p>}
        {log && log.events.length > 0 && (
          <section aria-label={words.section} aria-busy={loading} className="flex flex-col gap-2">
            {tools}
            <div className="overflow-x-auto rounded border border-line bg-panel">{children}</div>
            <LogPager label={words.pages} page={screen.page} newer={screen.newer} older={screen.older} busy={loading} />
          </section>
        )}
      </div>
    </>
  );
}
