/**
 * The values a reader can enter for an AsyncAPI reference with EdgeHub's extensions (issue 42): the
 * variables its raw MQTT client programs read (./programEnv.ts), each named and described as the
 * document names it: the broker's host and port, the topic parameters, the credential's scheme.
 * Read from the YAML without resolving its references to other specs (the page generator's parser
 * is asynchronous; this runs inside a remark plugin).
 */
import fs from 'node:fs';
import YAML from 'yaml';
import { isObject, type JsonObject } from '../json';
import type { ValueField } from '../openapi/sampleTemplate';

const firstLine = (text: unknown): string | undefined =>
  typeof text === 'string' && text.trim() ? text.trim().split('\n')[0] : undefined;

/** The fields, or none for a document without EdgeHub's extensions (its programs' variables are EdgeHub's). */
export function asyncapiValueFields(file: string): ValueField[] {
  const document = YAML.parse(fs.readFileSync(file, 'utf8')) as JsonObject;
  const info = (document.info ?? {}) as JsonObject;
  if (!isObject(info['x-edgehub-limits'])) return [];
  const servers = (document.servers ?? {}) as Record<string, JsonObject>;
  const server = servers.production ?? Object.values(servers)[0];
  const [host = '', port = ''] = String(server?.host ?? '').split(':');
  const components = (document.components ?? {}) as JsonObject;
  const parameters = (components.parameters ?? {}) as Record<string, JsonObject>;
  const schemes = (components.securitySchemes ?? {}) as Record<string, JsonObject>;
  const [schemeId, scheme] = Object.entries(schemes).find(([, candidate]) => candidate.type === 'userPassword') ?? [];
  const parameter = (name: string): ValueField => {
    const examples = parameters[name]?.examples;
    const example = Array.isArray(examples) && typeof examples[0] === 'string' ? examples[0] : `{${name}}`;
    const description = firstLine(parameters[name]?.description);
    return {
      slot: name,
      kind: 'text',
      label: name,
      example,
      check: 'topicLevel',
      ...(description ? { description } : {}),
    };
  };
  const serverDescription = firstLine(server?.title);
  return [
    {
      slot: 'mqttHost',
      kind: 'text',
      label: 'host',
      example: host,
      check: 'host',
      ...(serverDescription ? { description: serverDescription } : {}),
    },
    { slot: 'mqttPort', kind: 'text', label: 'port', example: port, check: 'port' },
    parameter('tenantId'),
    parameter('scadaId'),
    ...(schemeId
      ? [
          {
            slot: 'credentialKey',
            kind: 'text' as const,
            label: schemeId,
            example: '<credentialKey>',
            ...(firstLine(scheme?.description) ? { description: firstLine(scheme?.description) } : {}),
          },
        ]
      : []),
  ];
}
