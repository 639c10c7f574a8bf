import { useEffect } from 'react';
import { MENU_MINIFY_BELOW_PX, useLayoutStore } from './layout-store';

/** Mirrors theme, palette and direction onto <html>, and tracks the 979 px breakpoint. */
export function useApplyLayout() {
  const theme = useLayoutStore((s) => s.theme);
  const colourBlind = useLayoutStore((s) => s.colourBlind);
  const rightToLeft = useLayoutStore((s) => s.rightToLeft);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'night');
    root.classList.toggle('colour-blind', colourBlind);
    root.dir = rightToLeft ? 'rtl' : 'ltr';
    root.dataset.theme = theme;
  }, [theme, colourBlind, rightToLeft]);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MENU_MINIFY_BELOW_PX - 1}px)`);
    const update = () => useLayoutStore.setState({ narrow: query.matches });
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
}
