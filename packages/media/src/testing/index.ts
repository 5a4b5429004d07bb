export * from './hostile-media';
