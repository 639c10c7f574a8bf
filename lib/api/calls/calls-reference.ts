import { z } from 'zod/mini';
import { dbId } from '../../validation/input-rules/input-bounds';
import { defineCall } from '../define-call';

const ori = z.string().check(z.trim(), z.minLength(1, 'The agency ORI is required.'), z.maxLength(20));

export const getAgencyName = defineCall({
  path: 'Agency/GetAgencyName',
  access: 'session',
  summary: 'The name of the agency with this ORI.',
  request: () => ori,
  response: () => z.string(),
});

export const getRoleNames = defineCall({
  path: 'Role/GetRoleNames',
  access: 'session',
  summary: 'The names of the roles with these ids, in the same order.',
  request: () => z.array(dbId()).check(z.maxLength(500)),
  response: () => z.array(z.string()),
});
