import { useAgencyName } from './agency-names';

/**
 * An agency known by its ORI, shown by its name once the name is known (the ORI until then, and
 * for an ORI no agency has); the ORI stays available as the element's title.
 */
export function AgencyName({ ori }: { ori: string }) {
  const name = useAgencyName(ori);
  return <span title={name ? ori : undefined}>{name ?? ori}</span>;
}
