import type { FormDefinition, SectionDefinition } from '../../forms/definition/definition-schema';
import { formDefinitionSchema } from '../../forms/definition/definition-schema';
import type { FieldDefinition } from '../../forms/definition/field-schema';
import { isFormWideRole } from '../../forms/definition/roles';
import { customChecks } from '../report-checks/custom-checks';

/**
 * One thing wrong with a form model, at a JSON path of the model (`sections.3.fields.2.role`), so
 * the designer can show it at the field, or at the line of the JSON that holds it.
 */
export interface DefinitionProblem {
  path: (string | number)[];
  message: string;
}

interface Walked {
  field: FieldDefinition;
  section: SectionDefinition;
  /** Definition path: Units.*.Driver.NAMELASTTXT. */
  dataPath: string;
  /** JSON path of the field in the model. */
  at: (string | number)[];
}

interface Index {
  fields: Walked[];
  /** Definition paths a rule may name: every field, every section, every repeated section's items. */
  paths: Set<string>;
  byDataPath: Map<string, Walked>;
}

function index(definition: FormDefinition, problems: DefinitionProblem[]): Index {
  const out: Index = { fields: [], paths: new Set(), byDataPath: new Map() };
  const sectionRoles = new Map<string, string>();
  const visit = (section: SectionDefinition, prefix: string, at: (string | number)[]) => {
    const path = `${prefix}${section.key}`;
    const item = `${path}${section.repeat ? '.*' : ''}`;
    out.paths.add(path);
    out.paths.add(item);
    if (section.role) {
      const other = sectionRoles.get(section.role);
      if (other) {
        problems.push({
          path: [...at, 'role'],
          message: `Section ${path} plays ${section.role}, which ${other} already plays: a role belongs to one section.`,
        });
      } else sectionRoles.set(section.role, path);
    }
    const keys = new Set<string>();
    const roles = new Set<string>();
    section.fields.forEach((field, i) => {
      const fieldAt = [...at, 'fields', i];
      if (keys.has(field.key)) {
        problems.push({ path: [...fieldAt, 'key'], message: `Section ${path} has two fields keyed ${field.key}.` });
      }
      keys.add(field.key);
      if (field.role) {
        if (roles.has(field.role)) {
          problems.push({
            path: [...fieldAt, 'role'],
            message: `Section ${path} has two fields playing ${field.role}: a role belongs to one field of a section.`,
          });
        }
        roles.add(field.role);
      }
      for (const former of field.formerKeys ?? []) {
        if (section.fields.some((f) => f.key === former) || section.sections?.some((s) => s.key === former)) {
          problems.push({
            path: [...fieldAt, 'formerKeys'],
            message: `${field.label}: its former key ${former} is the key of another part of section ${path}.`,
          });
        }
      }
      const walked = { field, section, dataPath: `${item}.${field.key}`, at: fieldAt };
      out.fields.push(walked);
      out.byDataPath.set(walked.dataPath, walked);
      out.paths.add(walked.dataPath);
    });
    (section.sections ?? []).forEach((child, i) => {
      if (keys.has(child.key)) {
        problems.push({
          path: [...at, 'sections', i, 'key'],
          message: `Section ${path} has a field and a section both keyed ${child.key}.`,
        });
      }
      keys.add(child.key);
      visit(child, `${item}.`, [...at, 'sections', i]);
    });
  };
  const top = new Set<string>();
  definition.sections.forEach((section, i) => {
    if (top.has(section.key)) {
      problems.push({ path: ['sections', i, 'key'], message: `Two sections are keyed ${section.key}.` });
    }
    top.add(section.key);
    visit(section, '', ['sections', i]);
  });
  return out;
}

function checkFormWideRoles(ix: Index, problems: DefinitionProblem[]) {
  const seen = new Map<string, string>();
  for (const w of ix.fields) {
    const role = w.field.role;
    if (!role || !isFormWideRole(role)) continue;
    const other = seen.get(role);
    if (other) {
      problems.push({
        path: [...w.at, 'role'],
        message: `${w.dataPath} plays ${role}, which ${other} already plays: the form has one field of this role.`,
      });
    } else seen.set(role, w.dataPath);
  }
}

function checkFields(
  definition: FormDefinition,
  ix: Index,
  codeListIds: ReadonlySet<number> | null,
  problems: DefinitionProblem[],
) {
  for (const w of ix.fields) {
    const { field, section } = w;
    if (codeListIds && field.codeListId !== undefined && !codeListIds.has(field.codeListId)) {
      problems.push({ path: [...w.at, 'codeListId'], message: `There is no code list ${field.codeListId}.` });
    }
    if (field.parentField !== undefined && !section.fields.some((f) => f.key === field.parentField)) {
      problems.push({
        path: [...w.at, 'parentField'],
        message: `${field.label}: its parent field ${field.parentField} is not a field of the same section.`,
      });
    }
    if (field.type === 'map') {
      for (const role of ['location.latitude', 'location.longitude'] as const) {
        if (!section.fields.some((f) => f.role === role)) {
          problems.push({
            path: w.at,
            message: `The map ${field.label} needs a field playing ${role} in its section: the map writes the point there.`,
          });
        }
      }
    }
    const bounds = definition.mapBounds;
    const range =
      field.role === 'location.latitude'
        ? [bounds.minLatitude, bounds.maxLatitude]
        : field.role === 'location.longitude'
          ? [bounds.minLongitude, bounds.maxLongitude]
          : null;
    if (
      range &&
      (field.min === undefined || field.max === undefined || field.min < range[0]! || field.max > range[1]!)
    ) {
      problems.push({
        path: w.at,
        message: `${field.label} must stay inside the map's bounds (${range[0]} to ${range[1]}): set min and max within them.`,
      });
    }
  }
}

function checkRules(definition: FormDefinition, ix: Index, problems: DefinitionProblem[]) {
  const known = (path: string) => ix.paths.has(path);
  const missing = (path: string) => `${path} is not a field or section of this form.`;
  definition.uiRules.forEach((rule, i) => {
    if (!known(rule.when.path))
      problems.push({ path: ['uiRules', i, 'when', 'path'], message: missing(rule.when.path) });
    rule.then.forEach((action, j) => {
      if (!known(action.target)) {
        problems.push({ path: ['uiRules', i, 'then', j, 'target'], message: missing(action.target) });
      }
    });
  });
  const ids = new Set<string>();
  definition.validationRules.forEach((rule, i) => {
    if (ids.has(rule.id))
      problems.push({ path: ['validationRules', i, 'id'], message: `Two rules have the id ${rule.id}.` });
    ids.add(rule.id);
    if (!known(rule.path)) problems.push({ path: ['validationRules', i, 'path'], message: missing(rule.path) });
    if (rule.when && !known(rule.when.path)) {
      problems.push({ path: ['validationRules', i, 'when', 'path'], message: missing(rule.when.path) });
    }
    if (rule.kind === 'dateNotAfter' && rule.than !== 'today' && rule.than !== undefined && !known(rule.than)) {
      problems.push({ path: ['validationRules', i, 'than'], message: missing(rule.than) });
    }
    if (rule.kind === 'custom' && !(rule.check && rule.check in customChecks)) {
      problems.push({
        path: ['validationRules', i, 'check'],
        message: `There is no check "${rule.check ?? ''}": use one of ${Object.keys(customChecks).join(', ')}.`,
      });
    }
    if (rule.kind === 'minItems' && rule.count === undefined) {
      problems.push({ path: ['validationRules', i, 'count'], message: 'A minItems rule needs a count.' });
    }
  });
}

/**
 * Everything wrong with a form model, beyond its JSON shape: fields and sections keyed twice, a
 * role played twice, a rule naming a field or section the form does not have, an unknown check
 * or code list, a map without its coordinates, coordinates allowed outside the map. A model with
 * problems cannot be saved or published (see docs/rules/administration.md, "Form versions").
 * `codeListIds`: the lists that exist, or null not to check them.
 */
export function definitionProblems(model: unknown, codeListIds: ReadonlySet<number> | null): DefinitionProblem[] {
  return checkDefinition(model, codeListIds).problems;
}

/**
 * The model read as a form definition, when it has that shape (null otherwise), with every
 * problem definitionProblems tells: one parse of the model for both.
 */
export function checkDefinition(
  model: unknown,
  codeListIds: ReadonlySet<number> | null,
): { definition: FormDefinition | null; problems: DefinitionProblem[] } {
  const parsed = formDefinitionSchema.safeParse(model);
  if (!parsed.success) {
    return {
      definition: null,
      problems: parsed.error.issues.map((issue) => ({
        path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
        message: issue.message,
      })),
    };
  }
  const problems: DefinitionProblem[] = [];
  const ix = index(parsed.data, problems);
  checkFormWideRoles(ix, problems);
  checkFields(parsed.data, ix, codeListIds, problems);
  checkRules(parsed.data, ix, problems);
  return { definition: parsed.data, problems };
}
