import { useEffect } from 'react';
import { caseNumberOf } from '../../../lib/forms/report-summary';
import { useCcBarStore } from '../../shell/cc-bar-store';
import { useEditor } from './editor-store';
import { saveStateLabels } from './save-status';

/** Tells the shell's status bar which report is open and whether it is saved, until it closes. */
export function usePublishToCcBar() {
  const id = useEditor((s) => s.report?.id);
  const caseNumber = useEditor((s) => (s.definition ? (caseNumberOf(s.definition, s.data) ?? '') : ''));
  const saveState = useEditor((s) => s.saveState);
  useEffect(() => {
    useCcBarStore.setState({
      report: id === undefined ? null : { id, caseNumber, saveState: saveStateLabels[saveState] },
    });
  }, [id, caseNumber, saveState]);
  useEffect(() => () => useCcBarStore.setState({ report: null }), []);
}
