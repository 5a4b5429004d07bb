export { startEmbedded, type EmbeddedOptions } from './start-embedded';
