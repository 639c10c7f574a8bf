import type pg from 'pg';
import { callApi } from '../report-tables-support/measure';

export interface BenchSession {
  id: number;
  userName: string;
  agencyOri: string;
  token: string;
}

/**
 * A signed-in user of the given role in the first bench agency, made for the bench with a known
 * password, signed in through the API as anyone would.
 */
export async function benchSession(o: {
  address: string;
  sqlClient: pg.Client;
  passwordHash: string;
  password: string;
  role: string;
}): Promise<BenchSession> {
  const userName = `bench-${o.role.toLowerCase().replace(/\s+/g, '-')}`;
  const row = (
    await o.sqlClient.query(
      `insert into users (user_name, first_name, last_name, badge_id, agency_ori, password_hash)
       select $1, 'Bench', $2, '00001', min(ori), $3 from agencies returning id, agency_ori`,
      [userName, o.role, o.passwordHash],
    )
  ).rows[0] as { id: number; agency_ori: string };
  await o.sqlClient.query(`insert into user_roles (user_id, role_id) select $1, id from roles where name = $2`, [
    row.id,
    o.role,
  ]);
  const login = (await callApi(o.address, 'Account/Login', { userName, password: o.password })) as { token: string };
  return { id: row.id, userName, agencyOri: row.agency_ori, token: login.token };
}
