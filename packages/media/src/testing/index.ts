export * from './hostile-media';
export * from './s3-test-server';
