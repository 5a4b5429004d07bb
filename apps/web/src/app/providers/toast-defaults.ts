/** Toast defaults from the spec (section 9, "Toast defaults"); every toast inherits them. */
export const toastDefaults = {
  durationMs: 3000,
  offsetPx: 16,
  zIndex: 2000,
  position: 'top-center',
} as const;
