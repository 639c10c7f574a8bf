import { useEffect } from 'react';
import { MENU_MINIFY_BELOW_PX, useLayout, useLayoutStoreApi } from './layout-store';

/** Mirrors theme, palette and direction onto <html>, and tracks the 979 px breakpoint. */
export function useApplyLayout() {
  const store = useLayoutStoreApi();
  const theme = useLayout((s) => s.theme);
  const colourBlind = useLayout((s) => s.colourBlind);
  const rightToLeft = useLayout((s) => s.rightToLeft);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'night');
    root.classList.toggle('colour-blind', colourBlind);
    root.dir = rightToLeft ? 'rtl' : 'ltr';
    root.dataset.theme = theme;
  }, [theme, colourBlind, rightToLeft]);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MENU_MINIFY_BELOW_PX - 1}px)`);
    const update = () => store.setState({ narrow: query.matches });
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [store]);
}
