import type { RowAction } from '../../lib/workflow/transitions/actions-by-status';

/** Button text of each row action, in the workflow's words. */
export const actionLabels: Record<RowAction, string> = {
  reassign: 'Reassign',
  release: 'Release',
  delete: 'Delete',
  edit: 'Edit',
  sendTo: 'Send to',
  print: 'Print',
  supplement: 'Supplement',
  assignToMe: 'Assign to me',
  history: 'History',
  disable: 'Disable',
  unlock: 'Unlock',
  enable: 'Enable',
  resetPassword: 'Reset password',
  copy: 'Copy',
};
