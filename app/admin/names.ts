// Agency and role names by ORI and id, cached for every screen that shows them.
export { AgencyName } from './agencies/agency-name';
export * from './agencies/agency-names';
export * from './roles/role-names';
