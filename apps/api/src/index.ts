export { buildApp, type AppDependencies, type Clock } from './app';
export { startServer, type Closer, type RunningServer, type StartServerOptions } from './server';
export { loadConfig, envSchema, type AppConfig, type LogLevel } from './config/env';
export { ConfigError, isConfigError } from './config/config-error';
export { describeConfig } from './config/describe-config';
export { defineRoute, type RequestSchemas, type RouteDefinition, type RouteRequest } from './http/define-route';
export { ok, successEnvelope, failureEnvelope } from './http/envelope';
export { translate, type MessageKey } from './i18n/messages';
export { parseLocale, locales, type Locale } from '@nft/api-contract';
export { withMediaPort } from './config/with-media-port';
export { withTradingDefaults, type TradingDefaults } from './config/with-trading-defaults';
export { mediaListenerOptions, type MediaListenerOptions } from './modules/media/media-listener-options';
export { startMediaServer, type RunningMediaServer } from './modules/media/media-server';
export { newContestContactKey, openContact, parseContestContactKey, sealContact } from './modules/contests/contact-seal';
// The route table decoration (app.routeTable()) for callers outside this workspace, e.g. apps/embedded's privacy walk.
export type { RouteTableEntry } from './plugins/route-table';
