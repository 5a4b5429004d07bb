export * from './media-store';
export * from './local-media-store';
export * from './content-types';
