/** Colour palettes for the generated demo art, one per mood. */
export const palettes = {
  aurora: ['#0b1d51', '#2e4ea1', '#3fc1c9', '#8ff7a7', '#f5f7b2'],
  sunset: ['#2d1e2f', '#8c2f39', '#e26d5c', '#f9a03f', '#fde4b0'],
  candy: ['#ff7ab6', '#ffd166', '#06d6a0', '#118ab2', '#3d2c8d'],
  harbor: ['#0d1b2a', '#1b263b', '#415a77', '#778da9', '#e0e1dd'],
  forest: ['#132a13', '#31572c', '#4f772d', '#90a955', '#ecf39e'],
} as const;

export type PaletteName = keyof typeof palettes;
