/**
 * Checking exported crash reports against the exchange schema (exchange/crash-report.xsd and the
 * NIEM subset it imports from exchange/niem/) with libxml2, compiled to WebAssembly by
 * xmllint-wasm. Each call runs xmllint once, in a worker thread of its own, on every document
 * given: the schema is compiled once per call, not per document, and the event loop only hands the
 * texts over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { memoryPages, validateXML, type XMLFileInfo } from 'xmllint-wasm';

/** The exchange schema and the schema documents it imports, by their path beside it. */
export interface ExchangeSchemaSet {
  main: XMLFileInfo;
  imported: readonly XMLFileInfo[];
}

export interface ExchangeValidationError {
  /** The line in the document, or 0 when libxml2 gave none. */
  line: number;
  message: string;
}

export interface ExchangeValidation {
  valid: boolean;
  errors: ExchangeValidationError[];
}

export const EXCHANGE_SCHEMA_FILE = 'crash-report.xsd';

/**
 * The folder holding the exchange schema: the repository's exchange/, found from this module
 * upwards, as the module may run from server/exchange/ or bundled into dist/server/.
 */
export function findExchangeFolder(from: string = import.meta.dirname): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'exchange', EXCHANGE_SCHEMA_FILE))) return path.join(folder, 'exchange');
    if (path.dirname(folder) === folder) throw new Error(`No exchange/${EXCHANGE_SCHEMA_FILE} above ${from}`);
  }
}

function filesUnder(folder: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(folder, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return filesUnder(folder, relative);
      return entry.name.endsWith('.xsd') ? [relative] : [];
    })
    .sort();
}

/** The exchange schema in `folder` and every schema document under it, read now. */
export function readExchangeSchemaSet(folder: string): ExchangeSchemaSet {
  const read = (fileName: string): XMLFileInfo => ({
    fileName,
    contents: fs.readFileSync(path.join(folder, fileName), 'utf8'),
  });
  return {
    main: read(EXCHANGE_SCHEMA_FILE),
    imported: filesUnder(folder)
      .filter((file) => file !== EXCHANGE_SCHEMA_FILE)
      .map(read),
  };
}

const documentName = (index: number): string => `document-${index}.xml`;

/**
 * The verdicts of xmllint's output for `count` documents. A document is valid when xmllint says
 * it validates; each of its errors is a line naming it, its line number and the message (a
 * document that is not well-formed also gets lines quoting it, which are left out).
 */
export function readVerdicts(output: string, count: number): ExchangeValidation[] {
  const verdicts = Array.from({ length: count }, (): ExchangeValidation => ({ valid: false, errors: [] }));
  const byName = new Map(verdicts.map((verdict, index) => [documentName(index), verdict]));
  for (const text of output.split('\n')) {
    const validates = /^(\S+) validates$/.exec(text);
    if (validates) {
      const verdict = byName.get(validates[1]!);
      if (verdict) verdict.valid = true;
      continue;
    }
    const error = /^(\S+):(\d+): (.*)$/.exec(text);
    const verdict = error && byName.get(error[1]!);
    if (verdict) verdict.errors.push({ line: Number(error![2]), message: error![3]! });
  }
  return verdicts;
}

export interface ExchangeValidatorOptions {
  /** WebAssembly memory libxml2 may grow to (the whole NIEM release needs far more than the subset). */
  maxMemoryMiB?: number;
}

/** A validator of documents against `schema`, which it keeps. */
export function exchangeValidator(
  schema: ExchangeSchemaSet,
  options: ExchangeValidatorOptions = {},
): (xmlTexts: readonly string[]) => Promise<ExchangeValidation[]> {
  const maxMemoryPages = (options.maxMemoryMiB ?? 256) * memoryPages.MiB;
  return async (xmlTexts) => {
    if (xmlTexts.length === 0) return [];
    const result = await validateXML({
      xml: xmlTexts.map((contents, index) => ({ fileName: documentName(index), contents })),
      schema: [schema.main],
      preload: [...schema.imported],
      maxMemoryPages,
    });
    return readVerdicts(result.rawOutput, xmlTexts.length);
  };
}

let committed: ((xmlTexts: readonly string[]) => Promise<ExchangeValidation[]>) | undefined;

/**
 * Each document's verdict against the committed exchange schema and NIEM subset, in the order
 * given. The schema files are read on the first call and kept.
 */
export function validateExchangeDocuments(xmlTexts: readonly string[]): Promise<ExchangeValidation[]> {
  committed ??= exchangeValidator(readExchangeSchemaSet(findExchangeFolder()));
  return committed(xmlTexts);
}
