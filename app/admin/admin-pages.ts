// The administration screens, for the router: one bundle loaded when an administrator opens any of them.
export { AgenciesPage } from './agencies/agencies-page';
export { ChangesPage } from './logs/changes-page';
export { DraftMovesPage } from './draft-moves/draft-moves-page';
export { FormsPage } from './forms/forms-page';
export { RolesPage } from './roles/roles-page';
export { SignInEventsPage } from './logs/sign-in-events-page';
export { UsersPage } from './users/users-page';
