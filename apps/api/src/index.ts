export { buildApp, type AppDependencies } from './app';
export { startServer, type Closer, type RunningServer, type StartServerOptions } from './server';
export { loadConfig, envSchema, type AppConfig, type LogLevel } from './config/env';
export { ConfigError, isConfigError } from './config/config-error';
export { describeConfig } from './config/describe-config';
export { defineRoute, type RequestSchemas, type RouteDefinition, type RouteRequest } from './http/define-route';
export { ok, successEnvelope, failureEnvelope } from './http/envelope';
export { translate, type MessageKey } from './i18n/messages';
export { parseLocale, locales, type Locale } from './i18n/locale';
