import { FormPreviewEditor } from '../../editor/form-preview-editor';
import { useDesigner } from './designer-context';

/**
 * The version as officers will meet it: the real editor, in its "preview" state, on a new report
 * of the edited model. Values can be tried and the rules and completeness checks answer as they
 * will in a report; nothing is kept or saved. The preview follows every edit of the model.
 */
export function DesignerPreview() {
  const definition = useDesigner((s) => s.definition);
  if (!definition)
    return (
      <p className="text-sm text-muted">
        The model does not have the shape of a form yet: fix the problems in the JSON tab to preview it.
      </p>
    );
  return <FormPreviewEditor definition={definition} />;
}
