import type { Attachment } from '../../lib/api/schemas/attachment-schemas';
import type { CodeLookup } from '../../lib/codes/lookup';
import { pngSize } from '../../lib/forms/diagrams/crash-diagram';
import type { FormDefinition, SectionDefinition } from '../../lib/forms/definition/definition-schema';
import { displayValue } from '../../lib/forms/report-data/display-value';
import type { FieldDefinition } from '../../lib/forms/definition/field-schema';
import { formRoles, roleItemPath, roleText } from '../../lib/forms/definition/form-roles';
import { getAt, type ReportData } from '../../lib/forms/definition/paths';
import { PUBLIC_COPY_MARK } from '../../lib/forms/definition/public-copy';
import type { FieldRole } from '../../lib/forms/definition/roles';
import { uiStateOf, isHidden, type UiState } from '../../lib/forms/report-data/ui-state';
import { formatDateTime } from '../../lib/format/dates';
import { formatFileSize } from '../../lib/format/file-sizes';
import { reportStatusName } from '../../lib/workflow/report-status';
import { PdfForm, type Cell } from './pdf-form';

export interface PrintableReport {
  definition: FormDefinition;
  /** The data as the reader may see it (personal data already withheld when they may not). */
  data: ReportData;
  /** Paths withheld from the reader: printed as WITHHELD, never as blank. */
  redacted: string[];
  /** The public copy: its note says what 18 U.S.C. 2725 keeps out of it. */
  publicCopy?: boolean;
  codes: CodeLookup | null;
  report: {
    id: number;
    uniqueIdentifier: string;
    version: number;
    status: number;
    agencyOri: string;
    agencyName: string | null;
    author: string;
    lastUpdated: string;
    isSupplement: boolean;
  };
  /** The attachments the reader may see (confidential ones only when allowed). */
  attachments: Attachment[];
  printedBy: string;
  printedAt: Date;
  applicationName: string;
  /** The agency's time zone: every moment on the page is its wall clock there. */
  timeZone: string;
}

export const WITHHELD = 'WITHHELD';
const PNG_PREFIX = 'data:image/png;base64,';
/** Fields shown elsewhere: the map by its coordinates, attachments in their own table. */
const NOT_IN_GRID = new Set(['map', 'attachments', 'crashDiagram', 'textArea']);

interface Walk {
  form: PdfForm;
  input: PrintableReport;
  ui: UiState;
  withheld: Set<string>;
}

/** Short values share a row; longer ones take two or four columns. */
function spanOf(label: string, value: string): Cell['span'] {
  const longest = Math.max(value.length, label.length * 0.8);
  return longest > 70 ? 4 : longest > 26 ? 2 : 1;
}

function fieldCell(w: Walk, field: FieldDefinition, path: string): Cell {
  if (w.withheld.has(path)) return { label: field.label, value: WITHHELD, withheld: true };
  const value = displayValue(field, getAt(w.input.data, path), w.input.codes);
  return { label: field.label, value, span: spanOf(field.label, value) };
}

function diagram(w: Walk, value: unknown) {
  const image = value && typeof value === 'object' ? (value as { image?: unknown }).image : undefined;
  const size = typeof image === 'string' ? pngSize(image) : null;
  if (typeof image !== 'string' || !size) {
    w.form.note('No diagram was drawn.');
    return;
  }
  w.form.image(Buffer.from(image.slice(PNG_PREFIX.length), 'base64'), size.width / size.height);
}

function attachmentTable(w: Walk) {
  if (!w.input.attachments.length) {
    w.form.note('No attachments.');
    return;
  }
  w.form.table(
    [
      { title: 'Type', share: 0.24 },
      { title: 'File', share: 0.34 },
      { title: 'Size', share: 0.1 },
      { title: 'Added by', share: 0.16 },
      { title: 'Added', share: 0.16 },
    ],
    w.input.attachments.map((a) => [
      `${a.type} ${a.typeName}`,
      a.fileName,
      formatFileSize(a.size),
      a.uploadedBy.name,
      formatDateTime(a.uploadedAt, w.input.timeZone),
    ]),
  );
}

/** The fields of one section item: grid cells, with long text, the diagram and attachments on their own. */
function fields(w: Walk, section: SectionDefinition, path: string) {
  let cells: Cell[] = [];
  const flush = () => {
    if (cells.length) w.form.grid(cells);
    cells = [];
  };
  for (const field of section.fields) {
    const fieldPath = `${path}.${field.key}`;
    if (isHidden(w.ui, fieldPath)) continue;
    if (!NOT_IN_GRID.has(field.type)) {
      cells.push(fieldCell(w, field, fieldPath));
      continue;
    }
    flush();
    if (field.type === 'textArea') {
      if (section.fields.length > 1) w.form.note(field.label);
      w.form.text(w.withheld.has(fieldPath) ? WITHHELD : displayValue(field, getAt(w.input.data, fieldPath), null));
    } else if (field.type === 'crashDiagram') diagram(w, getAt(w.input.data, fieldPath));
    else if (field.type === 'attachments') attachmentTable(w);
  }
  flush();
}

/** "Unit 2 - Passenger Car": the unit's number and its type (the field playing unit.type). */
function unitTitle(w: Walk, index: number) {
  const roles = formRoles(w.input.definition);
  const info = roles.section('unit.information');
  const type = info && roles.fieldIn(info.itemPattern, 'unit.type');
  const infoPath = roleItemPath(roles, 'unit.information', index);
  const label =
    type && infoPath ? displayValue(type, getAt(w.input.data, `${infoPath}.${type.key}`), w.input.codes) : '';
  return `Unit ${index + 1}${label ? ` - ${label}` : ''}`;
}

/**
 * A section and what it holds. Repeated groups print each item under its own bar ("Passenger 2");
 * top-level parts get the dark bar, the sections inside them the light one. Sections the UI
 * rules hide (CMV of a non-commercial unit, witnesses of a crash without any) are left out, as
 * on screen.
 */
function section(w: Walk, s: SectionDefinition, parentPath: string, level: 1 | 2) {
  const path = parentPath ? `${parentPath}.${s.key}` : s.key;
  if (isHidden(w.ui, path)) return;
  const children = (itemPath: string) => {
    for (const child of s.sections ?? []) section(w, child, itemPath, 2);
  };
  if (!s.repeat) {
    w.form.section(s.label, level);
    fields(w, s, path);
    children(path);
    if (level === 1) w.form.gap();
    return;
  }
  const items = getAt(w.input.data, path);
  const count = Array.isArray(items) ? items.length : 0;
  const isUnits = s.role === 'units';
  // Items carry their own bars ("Passenger 1"); a group inside a unit needs its bar only to say it is empty.
  if ((level === 1 && !isUnits) || !count) w.form.section(s.label, level);
  if (!count) w.form.note(`No ${s.label.toLowerCase()}.`);
  for (let i = 0; i < count; i++) {
    const itemPath = `${path}.${i}`;
    if (isHidden(w.ui, itemPath)) continue;
    if (isUnits) w.form.section(unitTitle(w, i), 1);
    else if (s.fields.length) w.form.section(`${s.repeat.itemLabel} ${i + 1}`, 2);
    fields(w, s, itemPath);
    children(itemPath);
  }
  if (level === 1) w.form.gap();
}

/** The whole report as a PDF laid out like a state crash report form, for printing and export. */
export async function reportPdf(input: PrintableReport): Promise<Buffer> {
  const { definition, data, report } = input;
  const roles = formRoles(definition);
  const text = (role: FieldRole) => roleText(roles, data, role) ?? '';
  const caseNumber = text('report.caseNumber');
  const form = new PdfForm({
    title: `${definition.name} ${caseNumber || report.uniqueIdentifier}`,
    author: input.applicationName,
  });
  const agency = report.agencyName ? `${report.agencyName} (${report.agencyOri})` : report.agencyOri;
  form.header(definition.name, agency, [
    { label: 'Case / Local No.', value: caseNumber },
    { label: 'Report No.', value: `${report.id} (${report.uniqueIdentifier.slice(0, 8)})` },
    {
      label: 'Status',
      value: `${reportStatusName(report.status)}${report.isSupplement ? ' (Supplement)' : ''}`,
    },
    {
      label: 'Date and Time of Crash',
      value: [text('report.crashDate'), text('report.crashTime')].filter(Boolean).join(' '),
    },
    { label: 'Written by', value: report.author },
    { label: 'Version', value: String(report.version) },
    { label: 'Last Saved', value: formatDateTime(report.lastUpdated, input.timeZone), span: 2 },
  ]);
  if (input.publicCopy) {
    form.note(
      `PUBLIC COPY. Personal information (18 U.S.C. 2725) is left out: names, addresses but the five-digit ZIP code, birth dates, telephone numbers, e-mail addresses, driver licence numbers, insurance policy numbers, medical details and private photographs and documents; such values in the narrative read ${PUBLIC_COPY_MARK}. ${input.redacted.length} ${input.redacted.length === 1 ? 'value is' : 'values are'} marked ${WITHHELD}.`,
    );
  } else if (input.redacted.length) {
    form.note(
      `Personal data (names, birth dates, licence numbers, addresses, phone numbers) is withheld: the reader may not see it. ${input.redacted.length} ${input.redacted.length === 1 ? 'value is' : 'values are'} marked ${WITHHELD}.`,
    );
  }
  const walk: Walk = { form, input, ui: uiStateOf(definition, data), withheld: new Set(input.redacted) };
  for (const s of definition.sections) section(walk, s, '', 1);
  return form.finish(
    `${definition.name} - Case ${caseNumber || '(none)'} - Report ${report.id} - ${reportStatusName(report.status)}`,
    `Printed ${formatDateTime(input.printedAt.toISOString(), input.timeZone)} by ${input.printedBy} - ${input.applicationName}`,
  );
}
