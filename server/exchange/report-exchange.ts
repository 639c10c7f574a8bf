import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { exchangeMappingSchema, type ExchangeMapping } from '../../lib/exchange/exchange-mapping-schema';
import { mmuccJsonSchema } from '../../lib/exchange/mmucc-json-schema';
import { buildExchange, type ExportProblem, type SchemaOrder, type XNode } from '../../lib/exchange/niem-document';
import { fieldElements, orderTree, toXml, withContainerFields } from '../../lib/exchange/niem-xml';
import { formFieldRank } from '../../lib/forms/definition/definition-walk';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import type { ReportData } from '../../lib/forms/definition/paths';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import { vehicleCrashReportExchange } from '../../lib/forms/vehicle-crash-report/exchange/exchange-mapping';
import { readSchemaOrder } from './schema-order';
import type { ExchangeValidation } from './validate-exchange';

/** A report instance as the exchange needs it. */
export interface ExchangeReport {
  uniqueIdentifier: string;
  /** The version the document describes (for a submission, the version at acceptance). */
  version: number;
  isSupplement: boolean;
  agencyOri: string;
  data: ReportData;
}

export interface ExchangeForm {
  /** "Vehicle Crash Report 1.0". */
  label: string;
  definition: FormDefinition;
}

export interface ExchangeExport {
  xml: string;
  json: Record<string, unknown>;
  /** What keeps the document from leaving: values without a place or code, or a refusal by the schemas. */
  problems: ExportProblem[];
  /** The XPath of each element that holds a field's value, to the report data path. */
  elementFields: Record<string, string>;
}

export interface ExchangeSchemas {
  order: SchemaOrder;
  validate: (xmlTexts: readonly string[]) => Promise<ExchangeValidation[]>;
}

/** The exchange schema's texts read once into the order the builder sorts by. */
export function exchangeSchemas(texts: readonly string[], validate: ExchangeSchemas['validate']): ExchangeSchemas {
  return { order: readSchemaOrder([...texts]), validate };
}

const parsedMappings = new WeakMap<FormDefinition, ExchangeMapping | null>();

/**
 * A form version's exchange mapping: its own, or, for a version designed before mappings were
 * kept with the definition, the shipped form's when it is the same form type (fields it lacks are
 * then named as problems, never sent half-mapped).
 */
export function exchangeMappingOf(definition: FormDefinition): ExchangeMapping | null {
  if (parsedMappings.has(definition)) return parsedMappings.get(definition) ?? null;
  let mapping: ExchangeMapping | null = null;
  if (definition.exchange !== undefined) {
    const parsed = exchangeMappingSchema.safeParse(definition.exchange);
    mapping = parsed.success ? parsed.data : null;
  } else if (definition.type === vehicleCrashReport.type) {
    mapping = vehicleCrashReportExchange;
  }
  parsedMappings.set(definition, mapping);
  return mapping;
}

const text = (name: string, value: string): XNode => ({ name, attrs: {}, children: [], text: value });
const identification = (name: string, value: string): XNode => ({
  name,
  attrs: {},
  children: [text('nc:IdentificationID', value)],
});

/** The report's own metadata, first in the root as the exchange schema wants it. */
function metadataOf(report: ExchangeReport, form: ExchangeForm, replaces: string | null): XNode[] {
  return [
    identification('cr:CrashReportIdentification', report.uniqueIdentifier),
    text('cr:CrashReportVersionNumeric', String(report.version)),
    text('cr:CrashReportSupplementIndicator', String(report.isSupplement)),
    ...(replaces ? [identification('cr:CrashReportReplacedStateCaseIdentification', replaces)] : []),
    identification('cr:CrashReportAgencyORIIdentification', report.agencyOri),
    text('cr:CrashReportFormVersionText', form.label),
  ];
}

const jsonChecks = new WeakMap<ExchangeMapping, ValidateFunction>();
const ajv = new Ajv2020({ allErrors: true, strict: true, validateFormats: false });
let compiled = 0;

/** A report's export before the exchange schema has looked at its document. */
interface BuiltExport {
  exported: ExchangeExport;
  /** False when there was nothing to check (a form without a mapping). */
  check: boolean;
  mapping: ExchangeMapping | null;
  form: ExchangeForm;
}

function buildExport(
  schemas: ExchangeSchemas,
  form: ExchangeForm,
  report: ExchangeReport,
  options: { replaces?: string | null },
): BuiltExport {
  const mapping = exchangeMappingOf(form.definition);
  const replaces = options.replaces ?? null;
  const root: XNode = { name: 'cr:CrashReport', attrs: {}, children: metadataOf(report, form, replaces) };
  if (!mapping) {
    return {
      exported: {
        xml: '',
        json: {},
        problems: [{ field: '', message: `${form.label} has no mapping to the state's exchange.` }],
        elementFields: {},
      },
      check: false,
      mapping,
      form,
    };
  }
  const crash: XNode = { name: 'j:Crash', attrs: {}, children: [] };
  root.children.push(crash);
  const built = buildExchange(form.definition, mapping, report.data, root);
  const problems = [...built.problems, ...orderTree(root, schemas.order)];
  const json = {
    report: {
      uniqueIdentifier: report.uniqueIdentifier,
      version: report.version,
      supplement: report.isSupplement,
      ...(replaces ? { replacesStateCaseNumber: replaces } : {}),
      agencyOri: report.agencyOri,
      formVersion: form.label,
    },
    crash: built.json,
  };
  return {
    exported: {
      xml: toXml(root),
      json,
      problems,
      elementFields: Object.fromEntries(withContainerFields(fieldElements(root), formFieldRank(form.definition))),
    },
    check: true,
    mapping,
    form,
  };
}

/** The schemas' verdicts on a built export: the document's, then the JSON's. */
function finishExport(built: BuiltExport, verdict: ExchangeValidation | undefined): ExchangeExport {
  const { exported, mapping, form } = built;
  if (!built.check || !mapping) return exported;
  const problems = exported.problems;
  if (verdict && !verdict.valid) {
    for (const error of verdict.errors.slice(0, 10)) {
      problems.push({ field: '', message: `The exchange schema refuses line ${error.line}: ${error.message}` });
    }
    if (verdict.errors.length === 0) problems.push({ field: '', message: 'The exchange schema refuses the document.' });
  }
  let check = jsonChecks.get(mapping);
  if (!check) {
    // Each mapping's schema under its own id: ajv keeps every schema it compiled by its id.
    check = ajv.compile(mmuccJsonSchema(form.definition, mapping, `urn:crash-report:mmucc-json:${++compiled}`));
    jsonChecks.set(mapping, check);
  }
  if (!check(exported.json)) {
    for (const error of (check.errors ?? []).slice(0, 10)) {
      problems.push({
        field: '',
        message: `The JSON schema refuses ${error.instancePath || 'the document'}: ${error.message ?? ''}`,
      });
    }
  }
  return exported;
}

/**
 * Builds a report's NIEM document and its MMUCC-named JSON, and checks both before anything may
 * leave: the document against the exchange schema and NIEM subset, the JSON against the schema
 * made from the same mapping. Any problem is returned, never thrown: the caller holds a
 * submission with them, or tells the person downloading.
 */
export async function exportReport(
  schemas: ExchangeSchemas,
  form: ExchangeForm,
  report: ExchangeReport,
  options: { replaces?: string | null } = {},
): Promise<ExchangeExport> {
  const [exported] = await exportReports(schemas, [{ form, report, options }]);
  return exported!;
}

/**
 * exportReport for many reports, their documents checked in one call of the validator: a call
 * costs about 200 ms however few documents it holds, and little more for each one it holds.
 */
export async function exportReports(
  schemas: ExchangeSchemas,
  items: readonly { form: ExchangeForm; report: ExchangeReport; options?: { replaces?: string | null } }[],
): Promise<ExchangeExport[]> {
  const built = items.map((item) => buildExport(schemas, item.form, item.report, item.options ?? {}));
  const checked = built.filter((b) => b.check);
  const verdicts = checked.length > 0 ? await schemas.validate(checked.map((b) => b.exported.xml)) : [];
  const verdictOf = new Map(checked.map((b, i) => [b, verdicts[i]]));
  return built.map((b) => finishExport(b, verdictOf.get(b)));
}
