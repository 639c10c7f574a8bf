import { useEffect } from 'react';
import { shallow } from 'zustand/shallow';
import { caseNumberOf } from '../../../lib/forms/derived/report-summary';
import { useCcBarStoreApi } from '../../layout/cc-bar-store';
import { useOpenReport } from '../open-report/editor-context';
import type { EditorState } from '../open-report/report-state';
import { saveStateLabels } from './save-status';

const statusOf = (s: EditorState) =>
  s.report
    ? {
        id: s.report.id,
        caseNumber: s.definition ? (caseNumberOf(s.definition, s.data) ?? '') : '',
        saveState: saveStateLabels[s.saveState],
      }
    : null;

/**
 * Tells the shell's status bar which report is open and whether it is saved, until it closes. It
 * follows the store itself rather than through the page's render, so a key typed in the case
 * number does not re-render the whole editor page.
 */
export function usePublishToCcBar() {
  const { store } = useOpenReport();
  const bar = useCcBarStoreApi();
  useEffect(() => {
    const publish = (state: EditorState) => {
      const next = statusOf(state);
      if (!shallow(next, bar.getState().report)) bar.setState({ report: next });
    };
    publish(store.getState());
    const stop = store.subscribe(publish);
    return () => {
      stop();
      bar.setState({ report: null });
    };
  }, [store, bar]);
}
