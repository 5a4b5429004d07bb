/** The demo creators (by test-account index): shown in the home page's creators and artists list. */
export const demoCreators: readonly { account: number; name: string; introduction: string }[] = [
  { account: 1, name: 'Aurora Studio', introduction: 'Generative light studies from the far north.' },
  { account: 2, name: 'Pixel Hatchery', introduction: 'Eight by eight pixels, endless critters.' },
  { account: 3, name: 'Polygon Atelier', introduction: 'Quiet geometry, one rotation at a time.' },
  { account: 4, name: 'Harbor Sessions', introduction: 'Sound-wave prints from late-night recordings.' },
];
