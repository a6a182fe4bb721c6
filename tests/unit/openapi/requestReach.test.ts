import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserReach, isLoopback, isPrivate, panelServerUrl } from '../../../src/components/RequestReach/reach';

const PAGE = 'https://docs.example.com/APIs/EdgeHub/get-gateways';

test('plain http:// off the reader computer is refused from the portal; loopback and https are not', () => {
  assert.deepEqual(browserReach(PAGE, 'http://edgehub.plant.local:8080'), {
    kind: 'insecure',
    host: 'edgehub.plant.local:8080',
  });
  assert.deepEqual(browserReach(PAGE, 'http://192.168.1.20'), { kind: 'insecure', host: '192.168.1.20' });
  // The site's policy allows http: only for loopback, so an http page of a test server says the same.
  assert.equal(browserReach('http://127.0.0.1:4173/APIs/x', 'http://gateway.example:8080').kind, 'insecure');
  for (const server of ['http://localhost:8080', 'http://127.0.0.1:1880', 'http://api.localhost', 'http://[::1]:80']) {
    assert.deepEqual(browserReach(PAGE, server), { kind: 'ok' }, server);
  }
  assert.deepEqual(browserReach(PAGE, 'https://edgehub.example.com'), { kind: 'ok' });
});

test('a private address over https asks for permission first, unless the page is private too', () => {
  for (const host of [
    '10.0.0.5',
    '172.16.4.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.1.1',
    '[fd00::1]',
    '[fe80::1]',
    'edgehub.local',
  ]) {
    assert.equal(browserReach(PAGE, `https://${host}`).kind, 'private-network', host);
  }
  for (const host of ['172.15.0.1', '172.32.0.1', '11.0.0.1', '[2001:db8::1]', 'edgehub.example.com']) {
    assert.equal(isPrivate(host), false, host);
    assert.equal(browserReach(PAGE, `https://${host}`).kind, 'ok', host);
  }
  assert.equal(browserReach('https://10.0.0.2/APIs/x', 'https://10.0.0.5').kind, 'ok');
  assert.equal(browserReach('http://localhost:3000/APIs/x', 'https://10.0.0.5').kind, 'ok');
});

test('a half-typed server is left to the panel', () => {
  assert.deepEqual(browserReach(PAGE, 'http://'), { kind: 'ok' });
  assert.deepEqual(browserReach(PAGE, 'edgehub'), { kind: 'ok' });
  assert.ok(isLoopback('127.8.9.10') && !isLoopback('128.0.0.1') && !isLoopback('localhost.example.com'));
});

test('the server URL the panel sends to: the chosen server with its variables filled in', () => {
  assert.equal(
    panelServerUrl({ url: 'http://{host}/api', variables: { host: { default: 'gw.local:8080' } } }),
    'http://gw.local:8080/api',
  );
  assert.equal(panelServerUrl({ url: 'https://{host}' }), 'https://{host}');
  assert.equal(panelServerUrl(undefined), undefined);
});
