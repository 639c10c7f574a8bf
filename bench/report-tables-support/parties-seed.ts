import type pg from 'pg';

/**
 * Each report's driver and vehicle, set-based: licence number k belongs to the drivers of reports
 * k and k + half, so a licence finds two crashes (in one agency or two). The table's indexes are
 * dropped for the load and built again from their own definitions, as a bulk load would.
 */
export async function seedParties(client: pg.Client, reports: number) {
  const q = (text: string, values?: unknown[]) => client.query(text, values);
  const indexes = (
    await q(
      `select indexname, indexdef from pg_indexes where tablename = 'report_parties' and indexname not like '%pkey'`,
    )
  ).rows as { indexname: string; indexdef: string }[];
  for (const i of indexes) await q(`drop index ${i.indexname}`);
  await q(`set session_replication_role = replica`);
  await q(`set maintenance_work_mem = '512MB'`);
  const half = Math.max(1, Math.floor(reports / 2));
  await q(
    `insert into report_parties (report_id, position, kind, role, unit, plate, plate_state, vin)
     select id, 0, 'vehicle', 'vehicle', 1, 'P' || lpad((id % $1)::text, 7, '0'), 'IN',
       '1BENCH' || lpad(id::text, 11, '0')
     from reports`,
    [half],
  );
  await q(
    `insert into report_parties (report_id, position, kind, role, unit, last_name, first_name, birth_date,
       licence_number, licence_state)
     select id, 1, 'person', 'driver', 1, (array['SMITH', 'JOHNSON', 'WILLIAMS', 'BROWN', 'JONES', 'GARCIA'])[1 + id % 6],
       (array['ALEX', 'SAM', 'JAMIE', 'PAT', 'CHRIS'])[1 + id % 5], date '1950-01-01' + (id % $1)::int % 20000,
       'L' || lpad((id % $1)::text, 9, '0'), 'IN'
     from reports`,
    [half],
  );
  await q(`set session_replication_role = origin`);
  for (const i of indexes) await q(i.indexdef);
  await q(`analyze report_parties`);
}
