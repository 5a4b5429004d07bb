export * from './upload-limits';
export * from './sniff-media';
