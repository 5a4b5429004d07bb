import type { CSSVariablesResolver } from '@mantine/core';

/**
 * The text of Mantine's light variants (badges, light buttons, alerts) is shade 6 of its colour on a 10 %
 * tint of the same: 4.1:1 for the violet activity badges, 1.8-3.8:1 for most other colours, below the 4.5:1
 * WCAG AA asks of text (Lighthouse's accessibility audit, bench/web). Darker shades of the same colour read
 * the same and pass: violet 8 (5.5:1), shade 9 for the blues and reds (4.9:1 or better), shade 9 darkened by
 * a third for the greens, yellow and orange (5.2:1 or better). Gray and dark pass already.
 */
const lightVariantText: Record<string, string> = {
  violet: 'var(--mantine-color-violet-8)',
  ...Object.fromEntries(['red', 'pink', 'grape', 'indigo', 'blue', 'cyan'].map((color) => [color, `var(--mantine-color-${color}-9)`])),
  ...Object.fromEntries(
    ['teal', 'green', 'lime', 'yellow', 'orange'].map((color) => [color, `color-mix(in srgb, var(--mantine-color-${color}-9), black 30%)`]),
  ),
};

/**
 * What a picture's place shows before it loads, or when there is none (cards, banners, the cart, the home slider):
 * one soft violet-to-cyan wash everywhere, named once.
 */
const placeholderGradient = 'linear-gradient(135deg, var(--mantine-color-violet-2), var(--mantine-color-cyan-1))';

/**
 * Mantine's "dimmed" text is gray-6, 3.3:1 on white and 3.2:1 on the footer's gray-0: below the
 * 4.5:1 WCAG AA asks of body text. gray-7 reads as secondary and is 7.5:1 or better on both.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--app-placeholder-gradient': placeholderGradient },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(Object.entries(lightVariantText).map(([color, text]) => [`--mantine-color-${color}-light-color`, text])),
  },
  dark: {},
});
