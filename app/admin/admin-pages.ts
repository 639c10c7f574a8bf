// The administration screens, for the router: one bundle loaded when an administrator opens any of them.
export { agenciesAction, agenciesLoader, AgenciesPage } from './agencies/agencies-page';
export { changesLoader, ChangesPage } from './logs/changes-page';
export { copiesGivenLoader, CopiesGivenPage } from './logs/copies-given-page';
export { draftMovesLoader, DraftMovesPage } from './draft-moves/draft-moves-page';
export { formsScreen } from './forms/forms-page';
export { personLookupsLoader, PersonLookupsPage } from './logs/person-lookups-page';
export { retentionLoader, RetentionPage } from '../retention/retention-page';
export { rolesLoader, RolesPage } from './roles/roles-page';
export { signInEventsLoader, SignInEventsPage } from './logs/sign-in-events-page';
export { submissionsLoader, SubmissionsPage } from './submissions/submissions-page';
export { usersAction, usersLoader, UsersPage } from './users/users-page';
