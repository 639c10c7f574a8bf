import { formVersionLabel } from '../../../lib/forms/versions/publish-permissions';

interface VersionFacts {
  title: string;
  majorVersion: number;
  minorVersion: number;
  isPublished: boolean;
  disabled: boolean;
  agencyOri: string | null;
}

/** A version's state in words: draft, published, or disabled. */
export const versionStatus = (v: VersionFacts) => (v.disabled ? 'Disabled' : v.isPublished ? 'Published' : 'Draft');

export const versionLabel = (v: VersionFacts) =>
  formVersionLabel({ title: v.title, major: v.majorVersion, minor: v.minorVersion });

/** Whose version it is: the state's, or one agency's (by name when known). */
export const versionOwner = (v: VersionFacts & { agencyName?: string | null }) =>
  v.agencyOri === null ? 'State-wide' : (v.agencyName ?? v.agencyOri);
