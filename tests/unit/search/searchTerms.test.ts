import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { camelCaseParts, codeIdentifiers, identifierParts, joinedNames } from '../../../plugins/search/identifiers';
import { pageExtras, pageVariants, sectionWords, splitFences, synonymsOf } from '../../../plugins/search/pageTerms';
import { extraSynonyms, glossarySynonyms, synonymGroups } from '../../../src/data/searchSynonyms';

test('a JSON payload gives its keys and codes, and the numbers of its limits, not its values', () => {
  const found = codeIdentifiers(
    `{
  "scadaId": "dev-eib5200-0042",
  "maximumPacketSize": 262144,
  "value": 23.5,
  "ts": "2026-11-02T09:45:00Z",
  "code": "FORBIDDEN",
  "error": { "code": "TOKEN_EXPIRED" }
}`,
    'json',
  );
  for (const identifier of ['scadaId', 'maximumPacketSize', 'value', 'code', 'FORBIDDEN', 'TOKEN_EXPIRED', '262144']) {
    assert.ok(found.includes(identifier), `${identifier} in ${found.join(', ')}`);
  }
  for (const value of ['23.5', '23', '2026', '09', '45', '00', 'dev-eib5200-0042']) {
    assert.ok(!found.includes(value), `${value} is a payload value`);
  }
});

test('a shell command gives its topic, headers, port, limits and versions', () => {
  const found = codeIdentifiers(
    `curl -X POST https://edgehub.example.com/api/v1/login -H "Content-Type: application/json" -H "X-WEDA-Signature: sha256=abc"
mosquitto_pub -h broker.edgehub.example.com -p 8883 -t edgehub/v1/{tenantId}/{scadaId}/data --keepalive 60`,
    'bash',
  );
  for (const identifier of [
    'edgehub/v1/{tenantId}/{scadaId}/data',
    'Content-Type',
    'X-WEDA-Signature',
    '8883',
    '60',
    'v1',
  ]) {
    assert.ok(found.includes(identifier), `${identifier} in ${found.join(', ')}`);
  }
  assert.ok(
    !found.includes('POST') && !found.includes('WEDA'),
    'upper-case words are codes only with an underscore or in quotes',
  );
});

test('a compose file gives its port mappings and image versions; a GraphQL query every name', () => {
  const compose = codeIdentifiers(
    'services:\n  infer:\n    image: harbor.example.com/vision/qnn-detect:2.26-qcs6490\n    ports:\n      - "8554:8554"\n',
    'yaml',
  );
  for (const identifier of ['services', 'image', 'ports', '8554', '2.26'])
    assert.ok(compose.includes(identifier), identifier);
  const graphql = codeIdentifiers('query { gateways(first: 10) { pageInfo { endCursor hasNextPage } } }', 'graphql');
  assert.deepEqual(
    ['gateways', 'first', 'pageInfo', 'endCursor', 'hasNextPage'].filter((name) => !graphql.includes(name)),
    [],
  );
  assert.ok(!graphql.includes('query'));
});

test("a program's own CamelCase names are the language's, not the product's", () => {
  const found = codeIdentifiers(
    'HttpClient client = HttpClient.newHttpClient();\nString body = "{\\"scadaId\\": \\"dev-1\\", \\"code\\": \\"RATE_LIMITED\\"}";',
    'java',
  );
  assert.ok(!found.includes('HttpClient') && !found.includes('newHttpClient'), found.join(', '));
  assert.ok(found.includes('RATE_LIMITED'), found.join(', '));
});

test('identifiers are findable by their parts', () => {
  assert.deepEqual(identifierParts('maximumPacketSize'), ['maximum', 'Packet', 'Size']);
  assert.deepEqual(identifierParts('HTTPClient'), ['HTTP', 'Client']);
  assert.deepEqual(camelCaseParts('read `endCursor` of `PageInfo`, then TOKEN_EXPIRED'), [
    'end',
    'cursor',
    'page',
    'info',
  ]);
  assert.deepEqual(
    joinedNames('## Communication Forward\n\nThe **Data Logger** stores them. Store And Forward, Then Open.'),
    ['DataLogger', 'CommunicationForward'],
  );
  fc.assert(
    fc.property(fc.array(fc.stringMatching(/^[a-z]{2,8}$/), { minLength: 2, maxLength: 4 }), (words) => {
      const camel = words.map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
      assert.deepEqual(
        identifierParts(camel).map((part) => part.toLowerCase()),
        words,
      );
    }),
    { seed: 37, numRuns: 200 },
  );
});

test('a Markdown copy splits into prose and fences, an unclosed fence running to the end', () => {
  const { prose, fences } = splitFences(
    '# Title\n\nText `inline`.\n\n```json\n{"a": 1}\n```\n\n| a | b |\n\n~~~\nopen',
  );
  assert.equal(fences.length, 2);
  assert.deepEqual(fences[0], { language: 'json', code: '{"a": 1}' });
  assert.match(prose, /Text `inline`/);
  assert.match(prose, /\| a \| b \|/);
  assert.doesNotMatch(prose, /"a": 1/);
});

test('a page gets the words of every synonym group it holds, Chinese pages the English ones too', () => {
  const groups = synonymGroups();
  const en = synonymsOf('To log in, open the console.', groups, 'en');
  assert.ok(en.includes('sign in') && en.includes('login'), en.join(', '));
  assert.ok(!en.some((word) => /\p{Unified_Ideograph}/u.test(word)), 'no Chinese on an English page');
  const zh = synonymsOf('在主控台下達指令，或查看記錄檔。', groups, 'zh-tw');
  for (const word of ['命令', 'command', '日誌', 'log file'])
    assert.ok(zh.includes(word), `${word} in ${zh.join(', ')}`);
  assert.deepEqual(synonymsOf('catalogue of logins', [{ en: ['log in'], zh: [] }], 'en'), [], 'whole words only');
});

test("the glossary feeds the synonyms: each term's English and Taiwan words and the variants readers type", () => {
  const groups = glossarySynonyms();
  const firmware = groups.find((group) => group.en.includes('firmware'));
  assert.deepEqual(firmware, { en: ['firmware'], zh: ['韌體', '固件'] });
  const logFile = groups.find((group) => group.en.includes('log file'));
  assert.ok(logFile?.zh.includes('記錄檔') && logFile.zh.includes('日誌'), JSON.stringify(logFile));
  assert.ok(!logFile?.zh.includes('記錄等級'), 'paired words stay with their pair');
  for (const group of [...groups, ...extraSynonyms]) {
    assert.ok(group.en.length > 0, `a group without English words: ${JSON.stringify(group)}`);
    for (const word of group.en) assert.equal(word, word.toLowerCase(), `${word}: English words are lower case`);
  }
});

test("a page's extras are its words as written; its variants the parts, joins and synonyms; each once", () => {
  const page = {
    markdown:
      '# Gateway\n\nSee [the list](https://docs.example.com/x/yz).\n\n```json\n{"maximumPacketSize": 262144, "value": 99.5}\n```\n\nLog in first to the **Data Logger**. Log in again.',
    sectionTexts: ['A section about PageInfo.'],
  };
  const extras = pageExtras(page).split(' ');
  for (const word of ['Gateway', 'maximumPacketSize', '262144', 'Log'])
    assert.ok(extras.includes(word), `${word} in ${extras}`);
  assert.ok(!extras.includes('docs') && !extras.includes('yz'), 'link addresses are left out');
  assert.ok(!extras.includes('99'), 'payload values are left out');
  assert.equal(extras.filter((word) => word.toLowerCase() === 'log').length, 1, 'each word once');
  const variants = pageVariants(page, 'en', synonymGroups()).split(' ');
  for (const word of ['maximum', 'packet', 'size', 'page', 'info', 'DataLogger', 'sign']) {
    assert.ok(variants.includes(word), `${word} in ${variants}`);
  }
  assert.equal(
    sectionWords(['Gateway status', 'The gateway is online. 閘道器上線']),
    'Gateway status The gateway is online 閘道器上線',
  );
  const csv = codeIdentifiers('timestamp,site_code,temperature_c\n2026-11-02T08:00:00Z,TPE-01,4.2', 'text');
  assert.ok(csv.includes('site_code') && csv.includes('temperature_c'), csv.join(', '));
});
