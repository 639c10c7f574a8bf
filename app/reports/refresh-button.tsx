import { Button } from '../../components/button';
import { useOnline } from '../session/use-online';

/** Refresh of a report table: the server's list, so offline it is disabled and says why. */
export function RefreshButton({ onClick }: { onClick: () => void }) {
  const online = useOnline();
  return (
    <Button
      variant="secondary"
      onClick={onClick}
      disabled={!online}
      title={online ? undefined : 'Refresh needs a connection to the server.'}
    >
      Refresh
    </Button>
  );
}
