export * from './media-store';
export * from './local-media-store';
export * from './content-types';
export * from './sniff-media';
export * from './process-media';
export * from './store-media';
export * from './media-url';
export * from './media-work-queue';
