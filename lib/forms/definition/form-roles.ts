import type { FormDefinition, SectionDefinition } from './definition-schema';
import type { FieldDefinition } from './field-schema';
import { bindPath, getAt, type ReportData } from './paths';
import type { FieldRole, SectionRole } from './roles';

/** A section of a role as one form version places it. */
export interface RoleSection {
  section: SectionDefinition;
  /** Its key under its parent (the key in the report data). */
  key: string;
  /** Definition path of the section itself: Units, Units.*.Passengers, Units.*.VehicleInformation. */
  path: string;
  /** Definition path of one item's fields: Units.*, Units.*.Passengers.*, Units.*.VehicleInformation. */
  itemPattern: string;
}

/** Where the roles of lib/forms/definition/roles.ts sit in one form version. */
export interface FormRoles {
  section(role: SectionRole): RoleSection | undefined;
  /** The key of the field playing `role` among the own fields of the section item at `itemPattern`. */
  keyIn(itemPattern: string, role: FieldRole): string | undefined;
  /** The field playing `role` in the section item at `itemPattern`. */
  fieldIn(itemPattern: string, role: FieldRole): FieldDefinition | undefined;
  /** Definition path of the one field of a form-wide role (report.caseNumber, location.latitude ...). */
  path(role: FieldRole): string | undefined;
  field(role: FieldRole): FieldDefinition | undefined;
  /** The role a field plays, by its definition path. */
  roleAt(fieldPattern: string): FieldRole | undefined;
}

interface Index {
  sections: Map<SectionRole, RoleSection>;
  /** itemPattern -> role -> field. */
  fields: Map<string, Map<FieldRole, FieldDefinition>>;
  formWide: Map<FieldRole, { path: string; field: FieldDefinition }>;
  byPath: Map<string, FieldRole>;
}

function buildIndex(definition: FormDefinition): Index {
  const index: Index = { sections: new Map(), fields: new Map(), formWide: new Map(), byPath: new Map() };
  const visit = (section: SectionDefinition, prefix: string) => {
    const path = `${prefix}${section.key}`;
    const itemPattern = `${path}${section.repeat ? '.*' : ''}`;
    if (section.role && !index.sections.has(section.role)) {
      index.sections.set(section.role, { section, key: section.key, path, itemPattern });
    }
    const own = new Map<FieldRole, FieldDefinition>();
    for (const field of section.fields) {
      if (!field.role) continue;
      if (!own.has(field.role)) own.set(field.role, field);
      const fieldPath = `${itemPattern}.${field.key}`;
      index.byPath.set(fieldPath, field.role);
      if (!index.formWide.has(field.role)) index.formWide.set(field.role, { path: fieldPath, field });
    }
    index.fields.set(itemPattern, own);
    for (const child of section.sections ?? []) visit(child, `${itemPattern}.`);
  };
  for (const section of definition.sections) visit(section, '');
  return index;
}

const cache = new WeakMap<FormDefinition, FormRoles>();

/** The roles of a definition, indexed once per definition object. */
export function formRoles(definition: FormDefinition): FormRoles {
  let roles = cache.get(definition);
  if (!roles) {
    const index = buildIndex(definition);
    roles = {
      section: (role) => index.sections.get(role),
      keyIn: (itemPattern, role) => index.fields.get(itemPattern)?.get(role)?.key,
      fieldIn: (itemPattern, role) => index.fields.get(itemPattern)?.get(role),
      path: (role) => index.formWide.get(role)?.path,
      field: (role) => index.formWide.get(role)?.field,
      roleAt: (fieldPattern) => index.byPath.get(fieldPattern),
    };
    cache.set(definition, roles);
  }
  return roles;
}

/** The concrete path of a role's section item: item 2 of the units' vehicles -> Units.2.VehicleInformation. */
export function roleItemPath(roles: FormRoles, role: SectionRole, ...indices: number[]): string | undefined {
  const section = roles.section(role);
  return section && bindPath(section.itemPattern, indices);
}

/** The value of a form-wide role's field, trimmed text or null. */
export function roleText(roles: FormRoles, data: ReportData, role: FieldRole): string | null {
  const path = roles.path(role);
  const value = path === undefined ? undefined : getAt(data, path);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The value a section item (an object of report data) holds in its field of `role`. */
export function itemRoleValue(roles: FormRoles, itemPattern: string, item: unknown, role: FieldRole): unknown {
  const key = roles.keyIn(itemPattern, role);
  return key === undefined || !item || typeof item !== 'object' ? undefined : (item as Record<string, unknown>)[key];
}

/** The items of a role's section under one parent item (the passengers of one unit), or of the report. */
export function roleItems(roles: FormRoles, role: SectionRole, parent: unknown): Record<string, unknown>[] {
  const section = roles.section(role);
  if (!section || !parent || typeof parent !== 'object') return [];
  const value = (parent as Record<string, unknown>)[section.key];
  if (section.section.repeat) {
    return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : [];
  }
  return value && typeof value === 'object' ? [value as Record<string, unknown>] : [];
}
