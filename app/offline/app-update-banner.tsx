import { Button } from '../../components/button';
import { useAppWorker } from './app-worker';

/**
 * Offers a new version of the app once it is on the device. Taking it reloads the page; the
 * report open is kept on this device first (the editor writes its copy as the page goes).
 */
export function AppUpdateBanner() {
  const ready = useAppWorker((s) => s.updateReady);
  const update = useAppWorker((s) => s.update);
  if (!ready) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 border-b border-line bg-panel px-4 py-2 text-sm">
      <span>A new version of the app is ready. Take it when you reach a good moment: nothing you typed is lost.</span>
      <Button variant="secondary" onClick={() => void update()}>
        Update now
      </Button>
    </div>
  );
}
