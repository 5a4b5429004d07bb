export { startTestDnsServer, type TestDnsServer } from './local-dns-server';
export { startCountingListener, startTestHttpServer, type CountingListener, type TestHttpServer } from './local-servers';
