import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { FormDefinition } from '../../forms/definition/definition-schema';
import { checkDefinition, type DefinitionProblem } from './definition-checks';

/** A problem of a form model typed as JSON, at the line and column that holds it (1-based). */
export interface TextProblem extends DefinitionProblem {
  line: number;
  column: number;
}

export interface ModelTextCheck {
  /** The parsed model; undefined while the text is not JSON. */
  model: unknown;
  /** The model when it has the shape of a form definition (its other problems aside), else null. */
  definition: FormDefinition | null;
  problems: TextProblem[];
}

/** Line and column (1-based) of a character offset. */
function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: 'Not JSON here.',
  InvalidNumberFormat: 'Not a number JSON can hold.',
  PropertyNameExpected: 'A property name in double quotes is expected.',
  ValueExpected: 'A value is expected.',
  ColonExpected: 'A colon is expected after the property name.',
  CommaExpected: 'A comma is expected between items.',
  CloseBraceExpected: 'A closing } is expected.',
  CloseBracketExpected: 'A closing ] is expected.',
  EndOfFileExpected: 'Nothing may follow the model.',
  InvalidCommentToken: 'JSON has no comments.',
  UnexpectedEndOfComment: 'JSON has no comments.',
  UnexpectedEndOfString: 'The string is not closed.',
  UnexpectedEndOfNumber: 'The number is cut short.',
  InvalidUnicode: 'Not a valid \\u escape.',
  InvalidEscapeCharacter: 'Not a valid escape in a string.',
  InvalidCharacter: 'This character must be escaped in a string.',
};

/**
 * Places problems found at JSON paths of the model (the designer's checks, or the server's
 * payload.formModel.<path> field errors) on the lines of `text` that hold them: at the deepest
 * part of the path the text has (a missing property is told at the object that lacks it).
 */
export function locateProblems(text: string, problems: DefinitionProblem[]): TextProblem[] {
  const root = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  return problems.map((problem) => {
    let offset = 0;
    if (root) {
      for (let depth = problem.path.length; depth >= 0; depth--) {
        const node = findNodeAtLocation(root, problem.path.slice(0, depth));
        if (node) {
          // A property's value node: point at its key, where the reader looks.
          offset = node.parent?.type === 'property' ? node.parent.offset : node.offset;
          break;
        }
      }
    }
    return { ...problem, ...position(text, offset) };
  });
}

/**
 * Checks a form model as typed: first as JSON (each syntax error at its line), then against the
 * model's schema and the definition's own checks (lib/validation/form-model/definition-checks.ts), each at
 * the line of the part it is about. `codeListIds`: the code lists there are (null: not checked).
 */
export function checkModelText(text: string, codeListIds: ReadonlySet<number> | null): ModelTextCheck {
  const errors: ParseError[] = [];
  const model: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0) {
    return {
      model: undefined,
      definition: null,
      problems: errors.map((e) => {
        const code = printParseErrorCode(e.error);
        return { path: [], message: syntaxMessages[code] ?? 'Not JSON here.', ...position(text, e.offset) };
      }),
    };
  }
  const { definition, problems } = checkDefinition(model, codeListIds);
  return { model, definition, problems: locateProblems(text, problems) };
}
