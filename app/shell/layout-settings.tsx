import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Toggle } from '../../components/toggle';
import { useLayout, type LayoutOptions } from '../layout/layout-store';

type BooleanOption = { [K in keyof LayoutOptions]: LayoutOptions[K] extends boolean ? K : never }[keyof LayoutOptions];

const options: { key: BooleanOption; label: string; description?: string }[] = [
  { key: 'fixedHeader', label: 'Fixed header' },
  { key: 'fixedNavigation', label: 'Fixed navigation' },
  { key: 'fixedRibbon', label: 'Fixed ribbon' },
  { key: 'fixedFooter', label: 'Fixed footer' },
  { key: 'insideContainer', label: 'Inside container', description: 'Keep the page to a centred column.' },
  { key: 'rightToLeft', label: 'Right-to-left' },
  { key: 'menuOnTop', label: 'Menu on top' },
  { key: 'colourBlind', label: 'Colour-blind friendly', description: 'Blue and orange instead of green and red.' },
  { key: 'menuCollapsed', label: 'Collapse menu' },
  { key: 'menuMinified', label: 'Minify menu', description: 'Always minified below 979 px wide.' },
];

export function LayoutSettings({ open, onClose }: { open: boolean; onClose: () => void }) {
  const layout = useLayout((s) => s);
  return (
    <Dialog open={open} title="Layout options" onClose={onClose}>
      <fieldset className="flex flex-col">
        <legend className="sr-only">Layout options</legend>
        {options.map((o) => (
          <Toggle
            key={o.key}
            label={o.label}
            description={o.description}
            checked={layout[o.key]}
            onChange={(v) => layout.set({ [o.key]: v })}
          />
        ))}
        <Toggle
          label="Night theme"
          checked={layout.theme === 'night'}
          onChange={(v) => layout.set({ theme: v ? 'night' : 'day' })}
        />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={layout.reset}>
          Reset to defaults
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
