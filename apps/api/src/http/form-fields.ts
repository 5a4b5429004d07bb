// Moved to @nft/api-contract (shared with the web app).
export * from '@nft/api-contract';
