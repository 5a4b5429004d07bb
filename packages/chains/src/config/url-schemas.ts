import { z } from 'zod';

// Indexers may follow a chain over WebSocket, so RPC URLs accept ws(s) as well as http(s).
export const rpcUrlSchema = z.url({ protocol: /^(https?|wss?)$/, error: 'must be an http(s) or ws(s) URL' });

export const explorerUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
