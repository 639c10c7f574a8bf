import type { Config } from 'tailwindcss';

/**
 * Colours go through CSS variables (app/styles.css) so the night theme and the colour-blind
 * friendly palette switch by a class on <html>, without a second set of utility classes.
 */
const variable = (name: string) => `rgb(var(--color-${name}) / <alpha-value>)`;

export default {
  content: ['./app/**/*.{html,ts,tsx}', './components/**/*.{ts,tsx}', './entrypoints/**/*.{html,ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        surface: variable('surface'),
        panel: variable('panel'),
        ink: variable('ink'),
        muted: variable('muted'),
        line: variable('line'),
        brand: variable('brand'),
        'brand-ink': variable('brand-ink'),
        ok: variable('ok'),
        'ok-ink': variable('ok-ink'),
        warn: variable('warn'),
        'warn-ink': variable('warn-ink'),
        danger: variable('danger'),
        'danger-ink': variable('danger-ink'),
      },
      screens: { minified: { max: '978px' } },
    },
  },
  plugins: [],
} satisfies Config;
