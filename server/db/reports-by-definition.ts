import { sql, type Kysely } from 'kysely';
import { formDefinitionSchema, type FormDefinition } from '../../lib/forms/definition/definition-schema';

export interface ReportToDerive {
  id: number;
  data: Record<string, unknown>;
  definition: FormDefinition;
}

/**
 * Every report already written, with the definition of its own form version, in batches of 500
 * by id: what a migration derives new columns or rows from. A report whose form version is gone
 * or no longer parses is left out.
 */
export async function forEachReportBatch(db: Kysely<unknown>, work: (batch: ReportToDerive[]) => Promise<void>) {
  const definitions = new Map<number, FormDefinition | null>();
  const definitionOf = async (id: number | null) => {
    if (id === null) return null;
    if (!definitions.has(id)) {
      const row = await sql<{
        form_model: unknown;
      }>`select form_model from form_configurations where id = ${id}`.execute(db);
      const parsed = formDefinitionSchema.safeParse(row.rows[0]?.form_model);
      definitions.set(id, parsed.success ? parsed.data : null);
    }
    return definitions.get(id) ?? null;
  };
  for (let after = 0; ;) {
    const batch = await sql<{ id: number; form_configuration_id: number | null; data: Record<string, unknown> }>`
      select id, form_configuration_id, data from reports where id > ${after} order by id limit 500`.execute(db);
    if (batch.rows.length === 0) return;
    const reports: ReportToDerive[] = [];
    for (const r of batch.rows) {
      const definition = await definitionOf(r.form_configuration_id);
      if (definition) reports.push({ id: r.id, data: r.data, definition });
    }
    await work(reports);
    after = batch.rows[batch.rows.length - 1]!.id;
  }
}
