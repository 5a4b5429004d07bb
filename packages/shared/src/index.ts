export * from './errors/app-error';
export * from './errors/error-codes';
export * from './envelope';
export * from './uploads';
export * from './collections/collection-categories';
export * from './royalty/effective-royalty';
export * from './domain/domain-values';
export * from './auctions/next-minimum-bid';
